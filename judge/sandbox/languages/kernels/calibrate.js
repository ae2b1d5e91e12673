// The same steps as calibrate.py: an interval table, a memoised recursion over a hash map.
var calibrate = function (n) {
    const nums = [];
    let x = 12345;
    for (let i = 0; i < n; i++) {
        x = (x * 48271) % 2147483647;
        nums.push(x % 1000);
    }
    const dp = [];
    for (let i = 0; i < n; i++) dp.push(new Array(n).fill(0));
    for (let i = 0; i < n; i++) dp[i][i] = nums[i];
    for (let length = 2; length <= n; length++) {
        for (let i = 0; i + length - 1 < n; i++) {
            const j = i + length - 1;
            dp[i][j] = Math.max(nums[i] - dp[i + 1][j], nums[j] - dp[i][j - 1]);
        }
    }
    const memo = new Map();
    const best = (i, left) => {
        if (i >= n || left === 0) return 0;
        const key = i * 64 + left;
        const known = memo.get(key);
        if (known !== undefined) return known;
        const value = Math.max(nums[i] - best(i + 1, left - 1), -best(i + 1, left));
        memo.set(key, value);
        return value;
    };
    let total = 0;
    for (let start = 0; start < n; start += 50) {
        memo.clear();
        total += best(start, 40);
    }
    return dp[0][n - 1] + total;
};
