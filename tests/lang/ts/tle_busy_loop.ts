// problem: tiny-sum
function sumList(nums: number[]): number {
    let x = 0;
    while (x >= 0) x = (x * 31 + 7) & 0xffffff;
    return x;
};
