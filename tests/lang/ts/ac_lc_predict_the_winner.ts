// problem: predict-the-winner
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function predictTheWinner(nums: number[]): boolean {
    // diff[j]: the best score difference the player to move gets on nums[i..j]
    const n = nums.length;
    const diff = [...nums];
    for (let i = n - 2; i >= 0; i--) {
        for (let j = i + 1; j < n; j++) {
            diff[j] = Math.max(nums[i] - diff[j], nums[j] - diff[j - 1]);
        }
    }
    return diff[n - 1] >= 0;
}
