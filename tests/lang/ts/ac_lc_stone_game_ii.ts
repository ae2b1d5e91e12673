// problem: stone-game-ii
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function stoneGameII(piles: number[]): number {
    const n = piles.length;
    const suffix = new Array<number>(n + 1).fill(0);
    for (let i = n - 1; i >= 0; i--) suffix[i] = suffix[i + 1] + piles[i];
    // dp[i][m]: the most stones the player to move gets from piles[i..] with M = m
    const dp: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(n + 1).fill(0));
    for (let i = n - 1; i >= 0; i--) {
        for (let m = 1; m <= n; m++) {
            if (i + 2 * m >= n) {
                dp[i][m] = suffix[i];
                continue;
            }
            let best = 0;
            for (let x = 1; x <= 2 * m; x++) {
                best = Math.max(best, suffix[i] - dp[i + x][Math.min(n, Math.max(m, x))]);
            }
            dp[i][m] = best;
        }
    }
    return dp[0][1];
}
