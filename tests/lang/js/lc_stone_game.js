// problem: stone-game
/**
 * @param {number[]} piles
 * @return {boolean}
 */
var stoneGame = function(piles) {
    const n = piles.length;
    const dp = new Array(n).fill(0);
    for (let i = n - 1; i >= 0; i--) {
        dp[i] = piles[i];
        for (let j = i + 1; j < n; j++) dp[j] = Math.max(piles[i] - dp[j], piles[j] - dp[j - 1]);
    }
    return dp[n - 1] > 0;
};
