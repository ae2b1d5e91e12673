// problem: cat-and-mouse-ii
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function canMouseWin(grid: string[], catJump: number, mouseJump: number): boolean {
    const rows = grid.length;
    const cols = grid[0].length;
    const cells = rows * cols;
    let mouse = 0, cat = 0, food = 0;
    const moves = (start: number, jump: number): number[] => {
        const r0 = Math.floor(start / cols), c0 = start % cols;
        const out = [start];
        for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
            for (let step = 1; step <= jump; step++) {
                const r = r0 + dr * step, c = c0 + dc * step;
                if (r < 0 || r >= rows || c < 0 || c >= cols || grid[r][c] === '#') break;
                out.push(r * cols + c);
            }
        }
        return out;
    };
    const mouseMoves: number[][] = [];
    const catMoves: number[][] = [];
    for (let i = 0; i < cells; i++) {
        const ch = grid[Math.floor(i / cols)][i % cols];
        if (ch === 'M') mouse = i;
        if (ch === 'C') cat = i;
        if (ch === 'F') food = i;
        mouseMoves.push(ch === '#' ? [] : moves(i, mouseJump));
        catMoves.push(ch === '#' ? [] : moves(i, catJump));
    }
    // state (m, c, t): t = 0 mouse to move; outcome 1 = mouse wins, 2 = cat wins
    const id = (m: number, c: number, t: number) => (m * cells + c) * 2 + t;
    const outcome = new Uint8Array(cells * cells * 2);
    const left = new Int32Array(cells * cells * 2);
    for (let m = 0; m < cells; m++) {
        for (let c = 0; c < cells; c++) {
            left[id(m, c, 0)] = mouseMoves[m].length;
            left[id(m, c, 1)] = catMoves[c].length;
        }
    }
    const queue: number[] = [];
    const settle = (s: number, who: number) => {
        if (outcome[s] === 0) {
            outcome[s] = who;
            queue.push(s);
        }
    };
    for (let i = 0; i < cells; i++) {
        if (grid[Math.floor(i / cols)][i % cols] === '#') continue;
        for (let t = 0; t < 2; t++) {
            settle(id(i, i, t), 2);
            if (i !== food) {
                settle(id(food, i, t), 1);
                settle(id(i, food, t), 2);
            }
        }
    }
    for (let head = 0; head < queue.length; head++) {
        const s = queue[head];
        const t = s & 1;
        const c = (s >> 1) % cells;
        const m = Math.floor((s >> 1) / cells);
        const who = outcome[s];
        if (t === 1) {
            // the mouse moved into (m, c): it came from a neighbour of m
            for (const pm of mouseMoves[m]) {
                const p = id(pm, c, 0);
                if (outcome[p] !== 0) continue;
                if (who === 1 || --left[p] === 0) settle(p, who);
            }
        } else {
            for (const pc of catMoves[c]) {
                const p = id(m, pc, 1);
                if (outcome[p] !== 0) continue;
                if (who === 2 || --left[p] === 0) settle(p, who);
            }
        }
    }
    // a draw (never settled) is the cat's: the mouse must reach the food within 1000 turns
    return outcome[id(mouse, cat, 0)] === 1;
}
