// problem: stone-game-viii
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function stoneGameVIII(stones: number[]): number {
    const n = stones.length;
    const prefix = stones.slice();
    for (let i = 1; i < n; i++) prefix[i] += prefix[i - 1];
    // best: the most the player to move can make when the leftmost stone merged so far is i - 1
    let best = prefix[n - 1];
    for (let i = n - 2; i >= 1; i--) {
        best = Math.max(best, prefix[i] - best);
    }
    return best;
}
