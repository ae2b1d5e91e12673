// problem: cat-and-mouse
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function catMouseGame(graph: number[][]): number {
    // retrograde analysis over (mouse, cat, turn); turn 0 = mouse to move
    const n = graph.length;
    const key = (m: number, c: number, t: number) => (m * n + c) * 2 + t;
    const result = new Uint8Array(n * n * 2); // 0 draw, 1 mouse, 2 cat
    const degree = new Int32Array(n * n * 2);
    for (let m = 0; m < n; m++) {
        for (let c = 1; c < n; c++) {
            degree[key(m, c, 0)] = graph[m].length;
            degree[key(m, c, 1)] = graph[c].filter((v) => v !== 0).length;
        }
    }
    const queue: number[] = [];
    for (let c = 1; c < n; c++) {
        for (let t = 0; t < 2; t++) {
            result[key(0, c, t)] = 1;
            queue.push(key(0, c, t));
            if (c !== 0) {
                result[key(c, c, t)] = 2;
                queue.push(key(c, c, t));
            }
        }
    }
    for (let head = 0; head < queue.length; head++) {
        const s = queue[head];
        const t = s % 2;
        const c = Math.floor(s / 2) % n;
        const m = Math.floor(s / 2 / n);
        const r = result[s];
        const prevTurn = 1 - t;
        const movers = prevTurn === 0 ? graph[m] : graph[c];
        for (const p of movers) {
            if (prevTurn === 1 && p === 0) continue;
            const pm = prevTurn === 0 ? p : m;
            const pc = prevTurn === 1 ? p : c;
            const ps = key(pm, pc, prevTurn);
            if (result[ps] !== 0) continue;
            if ((r === 1 && prevTurn === 0) || (r === 2 && prevTurn === 1)) {
                result[ps] = r;
                queue.push(ps);
            } else if (--degree[ps] === 0) {
                result[ps] = r;
                queue.push(ps);
            }
        }
    }
    return result[key(1, 2, 0)];
}
