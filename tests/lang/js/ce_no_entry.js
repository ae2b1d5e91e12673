// problem: tiny-sum
// expect: no entry found
var total = function(nums) {
    return 0;
};
