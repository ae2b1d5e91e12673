// problem: tiny-sum
// expect: process.exit(3)
var sumList = function(nums) {
    process.exit(3);
};
