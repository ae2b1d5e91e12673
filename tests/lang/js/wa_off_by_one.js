// problem: tiny-sum
var sumList = function(nums) {
    return nums.reduce((a, b) => a + b, 1);
};
