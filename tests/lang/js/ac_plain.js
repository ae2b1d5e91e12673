// problem: tiny-sum
var sumList = function(nums) {
    let s = 0;
    for (const x of nums) s += x;
    return s;
};
