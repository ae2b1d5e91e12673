// problem: nim-game
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function canWinNim(n: number): boolean {
    return (n & 3) !== 0;
}
