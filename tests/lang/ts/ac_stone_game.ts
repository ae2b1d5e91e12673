// problem: stone-game
// LeetCode 877 as its TypeScript template writes it: a typed top-level function, a helper type
type Row = number[];

function stoneGame(piles: number[]): boolean {
    const n = piles.length;
    const dp: Row = [...piles];
    for (let i = n - 2; i >= 0; i--) {
        for (let j = i + 1; j < n; j++) dp[j] = Math.max(piles[i] - dp[j], piles[j] - dp[j - 1]);
    }
    return dp[n - 1] > 0;
};
