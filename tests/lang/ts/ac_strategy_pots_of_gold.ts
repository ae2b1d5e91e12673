// problem: pots-of-gold-play
// the interval table built once; each move looks it up (the class `judge new --lang ts` writes)
class Strategy {
    private readonly lead: number[][];

    constructor(private readonly pots: number[]) {
        const n = pots.length;
        this.lead = Array.from({ length: n + 1 }, () => new Array<number>(n + 1).fill(0));
        for (let i = n - 1; i >= 0; i--) {
            this.lead[i][i] = pots[i];
            for (let j = i + 1; j < n; j++) {
                this.lead[i][j] = Math.max(pots[i] - this.lead[i + 1][j], pots[j] - this.lead[i][j - 1]);
            }
        }
    }

    move(left: number, right: number, last: string | null): string {
        if (left === right) return "L";
        const takeLeft = this.pots[left] - this.lead[left + 1][right];
        return takeLeft >= this.pots[right] - this.lead[left][right - 1] ? "L" : "R";
    }
}
