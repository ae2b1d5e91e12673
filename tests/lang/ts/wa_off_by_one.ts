// problem: tiny-sum
function sumList(nums: number[]): number {
    return nums.reduce((a, b) => a + b, 1);
};
