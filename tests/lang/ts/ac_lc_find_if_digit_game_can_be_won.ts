// problem: find-if-digit-game-can-be-won
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function canAliceWin(nums: number[]): boolean {
    const single = nums.filter((x) => x < 10).reduce((s, x) => s + x, 0);
    const total = nums.reduce((s, x) => s + x, 0);
    return single * 2 !== total;
}
