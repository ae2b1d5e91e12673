// problem: tiny-sum
function sumList(nums: number[]): number {
    while (true) console.log("all work and no play makes jack a dull boy");
};
