// problem: tiny-sum
function sumList(nums: number[]): number {
    let s = 0;
    for (const x of nums) s += x;
    return s;
};
