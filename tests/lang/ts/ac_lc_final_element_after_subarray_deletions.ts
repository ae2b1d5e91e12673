// problem: final-element-after-subarray-deletions
// source: written for this corpus in the style of public LeetCode TypeScript solutions
function finalElement(nums: number[]): number {
    const n = nums.length;
    return nums[0] > nums[n - 1] ? nums[0] : nums[n - 1];
}
