// problem: coins-in-a-line
// Top-down memoised recursion 10^5 deep (n up to 10^5): needs a big stack, as on LeetCode.
var firstWillWin = function(n) {
    const memo = new Map();
    const win = (k) => {
        if (k === 0) return false;
        if (k <= 2) return true;
        if (memo.has(k)) return memo.get(k);
        const r = !win(k - 1) || !win(k - 2);
        memo.set(k, r);
        return r;
    };
    return win(n);
};
