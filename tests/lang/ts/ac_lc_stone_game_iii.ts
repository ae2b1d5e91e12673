// problem: stone-game-iii
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function stoneGameIII(stoneValue: number[]): string {
    const n = stoneValue.length;
    const dp = new Array<number>(n + 3).fill(0);
    for (let i = n - 1; i >= 0; i--) {
        let take = 0;
        dp[i] = -Infinity;
        for (let k = 0; k < 3 && i + k < n; k++) {
            take += stoneValue[i + k];
            dp[i] = Math.max(dp[i], take - dp[i + k + 1]);
        }
    }
    return dp[0] > 0 ? "Alice" : dp[0] < 0 ? "Bob" : "Tie";
}
