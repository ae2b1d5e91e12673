// problem: coins-in-a-line
// Top-down memoised recursion 10^5 deep (n up to 10^5): needs a big stack, as on LeetCode.
public class Solution {
    Boolean[] memo;

    public boolean firstWillWin(int n) {
        memo = new Boolean[n + 1];
        return win(n);
    }

    private boolean win(int n) {
        if (n == 0) return false;
        if (n <= 2) return true;
        if (memo[n] != null) return memo[n];
        boolean r = !win(n - 1) || !win(n - 2);
        memo[n] = r;
        return r;
    }
}
