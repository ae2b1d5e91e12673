// problem: stone-game-ix
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function stoneGameIX(stones: number[]): boolean {
    const count = [0, 0, 0];
    stones.forEach((s) => count[s % 3]++);
    if (count[0] % 2 === 0) {
        return count[1] >= 1 && count[2] >= 1;
    }
    return Math.abs(count[1] - count[2]) > 2;
}
