// Right in every case; its first case starts a worker thread that spins for good, beside and
// between the cases: AC (or TLE) with a note naming the thread's CPU, never "tampered".
let spinner = null;

var predictTheWinner = function(nums) {
    if (spinner === null) {
        const { Worker } = require('worker_threads');
        spinner = new Worker('let x = 0; while (true) x++;', { eval: true });
    }
    const n = nums.length;
    const dp = nums.slice();
    for (let i = n - 2; i >= 0; i--)
        for (let j = i + 1; j < n; j++) dp[j] = Math.max(nums[i] - dp[j], nums[j] - dp[j - 1]);
    return dp[n - 1] >= 0;
};
