// problem: maximum-number-of-coins-you-can-get
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function maxCoins(piles: number[]): number {
    const sorted = [...piles].sort((a, b) => b - a);
    const rounds = sorted.length / 3;
    let total = 0;
    for (let r = 0; r < rounds; r++) total += sorted[2 * r + 1];
    return total;
}
