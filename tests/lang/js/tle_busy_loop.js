// problem: tiny-sum
var sumList = function(nums) {
    let x = 0;
    while (x >= 0) x = (x * 31 + 7) & 0xffffff;
    return x;
};
