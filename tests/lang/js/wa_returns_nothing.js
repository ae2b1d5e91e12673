// problem: tiny-sum
// expect: got undefined
var sumList = function(nums) {
    nums.reduce((a, b) => a + b, 0);
};
