// problem: stone-game-vii
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function stoneGameVII(stones: number[]): number {
    const n = stones.length;
    const prefix = new Array<number>(n + 1).fill(0);
    for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + stones[i];
    // row[j] holds dp[i][j] for the current i: the best difference on stones[i..j]
    let row = new Array<number>(n).fill(0);
    for (let i = n - 2; i >= 0; i--) {
        const next = new Array<number>(n).fill(0);
        for (let j = i + 1; j < n; j++) {
            const removeLeft = prefix[j + 1] - prefix[i + 1] - row[j];
            const removeRight = prefix[j] - prefix[i] - next[j - 1];
            next[j] = Math.max(removeLeft, removeRight);
        }
        row = next;
    }
    return row[n - 1];
}
