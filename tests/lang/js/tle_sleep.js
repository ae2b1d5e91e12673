// problem: tiny-sum
var sumList = function(nums) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100000);
    return 0;
};
