// problem: tiny-sum
// expect: TypeError
// expect: re_exception.js:7
var sumList = function(nums) {
    let s = 0;
    for (let i = 0; i <= nums.length; i++) {
        s += nums[i].valueOf();
    }
    return s;
};
