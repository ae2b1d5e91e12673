// problem: game-of-nim
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function nimGame(piles: number[]): boolean {
    return piles.reduce((x, p) => x ^ p, 0) !== 0;
}
