// problem: guess-the-word
// minimax elimination for 843 (master.guess is the judge's)
function findSecretWord(words: string[], master: Master) {
    const match = (a: string, b: string): number => { let m = 0; for (let i = 0; i < 6; i++) if (a[i] === b[i]) m++; return m; };
    let cands = words.slice();
    while (cands.length) {
        let best = cands[0], bestWorst = Infinity;
        for (const w of cands) {
            const groups = new Array<number>(7).fill(0);
            for (const o of cands) groups[match(w, o)]++;
            const worst = Math.max(...groups);
            if (worst < bestWorst) { bestWorst = worst; best = w; }
        }
        const m = master.guess(best);
        if (m === 6) return;
        cands = cands.filter((w) => w !== best && match(w, best) === m);
    }
};
