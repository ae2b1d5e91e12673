// problem: tiny-sum
// expect: no entry found
function total(nums: number[]): number {
    return 0;
};
