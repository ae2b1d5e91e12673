// problem: tiny-sum
// expect: expected int, got float
var sumList = function(nums) {
    return nums.reduce((a, b) => a + b, 0) + 0.5;
};
