// problem: coins-in-a-line
// expect: StackOverflowError
class Solution {
    int down(int n) { return 1 + down(n + 1); }

    public boolean firstWillWin(int n) {
        return down(0) > 0;
    }
}
