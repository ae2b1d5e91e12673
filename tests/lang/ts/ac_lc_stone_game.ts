// problem: stone-game
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function stoneGame(piles: number[]): boolean {
    const n = piles.length;
    const memo = new Map<number, number>();
    const best = (i: number, j: number): number => {
        if (i > j) return 0;
        const key = i * n + j;
        const seen = memo.get(key);
        if (seen !== undefined) return seen;
        const value = Math.max(piles[i] - best(i + 1, j), piles[j] - best(i, j - 1));
        memo.set(key, value);
        return value;
    };
    return best(0, n - 1) > 0;
}
