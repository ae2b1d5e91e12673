// problem: stone-game-v
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function stoneGameV(stoneValue: number[]): number {
    const n = stoneValue.length;
    const prefix = [0];
    for (const v of stoneValue) prefix.push(prefix[prefix.length - 1] + v);
    const sum = (i: number, j: number) => prefix[j + 1] - prefix[i];
    const dp: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (let len = 2; len <= n; len++) {
        for (let i = 0; i + len - 1 < n; i++) {
            const j = i + len - 1;
            let best = 0;
            for (let k = i; k < j; k++) {
                const left = sum(i, k);
                const right = sum(k + 1, j);
                if (left < right) best = Math.max(best, left + dp[i][k]);
                else if (left > right) best = Math.max(best, right + dp[k + 1][j]);
                else best = Math.max(best, left + Math.max(dp[i][k], dp[k + 1][j]));
            }
            dp[i][j] = best;
        }
    }
    return dp[0][n - 1];
}
