// problem: predict-the-winner
// Own includes, a helper struct, a free function, an extra class, a VLA, a main() to try it locally.
#include <vector>
#include <iostream>
using namespace std;

struct Range {
    int lo, hi;
};

static int best(const Range& r, vector<int>& nums, int memo[][21], bool seen[][21]) {
    if (r.lo > r.hi) return 0;
    if (seen[r.lo][r.hi]) return memo[r.lo][r.hi];
    int take_left = nums[r.lo] - best({r.lo + 1, r.hi}, nums, memo, seen);
    int take_right = nums[r.hi] - best({r.lo, r.hi - 1}, nums, memo, seen);
    seen[r.lo][r.hi] = true;
    return memo[r.lo][r.hi] = max(take_left, take_right);
}

class Unused {
public:
    int predictTheWinner(int x) { return x; }
};

class Solution {
public:
    bool PredictTheWinner(vector<int>& nums) {  // the alias LeetCode used to have
        int n = nums.size();
        int memo[n + 1][21];  // a variable-length array (g++ accepts it)
        bool seen[n + 1][21];
        memset(seen, 0, sizeof seen);
        return best({0, n - 1}, nums, memo, seen) >= 0;
    }
};

int main() {
    vector<int> nums{1, 5, 233, 7};
    cout << Solution().PredictTheWinner(nums) << endl;
}
