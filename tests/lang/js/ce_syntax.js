// problem: tiny-sum
// expect: line 6
// expect: SyntaxError
var sumList = function(nums) {
    let s = 0;
    for (const x of nums) s += x +;
    return s;
};
