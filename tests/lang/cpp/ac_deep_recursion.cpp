// problem: coins-in-a-line
// slow: 10^5 calls deep on coins-in-a-line, 15 s of the default tier; Java and JS keep theirs there
// Top-down memo recursion 10^5 deep: needs the big stack LeetCode gives.
class Solution {
    vector<int> memo;
    bool win(int n) {
        if (n == 0) return false;
        if (memo[n] != -1) return memo[n];
        bool w = !win(n - 1) || (n >= 2 && !win(n - 2));
        return memo[n] = w;
    }
public:
    bool firstWillWin(int n) {
        memo.assign(n + 1, -1);
        return win(n);
    }
};
