// problem: predict-the-winner
// Seed 002's C++ tuple DP (first/second scores), wrapped as a user would: Pair given the default
// constructor `new Pair[n]` needs, the piles passed as a pointer, LeetCode 486 as diff >= 0.
#include <iostream>
#include <algorithm>
using namespace std;
struct Pair {
int fir, sec;
Pair() : fir(0), sec(0) {}
Pair(int f, int s) : fir(f), sec(s) {}
};
/* 返回游戏最后先手和后手的得分之差 */
int stoneGame(int* piles, int n) {
// 初始化 dp 数组
Pair** dp = new Pair*[n];
for (int i = 0; i < n; i++)
dp[i] = new Pair[n];
for (int i = 0; i < n; i++)
for (int j = i; j < n; j++)
dp[i][j] = Pair(0, 0);
// 填入 base case
for (int i = 0; i < n; i++) {
dp[i][i].fir = piles[i];
dp[i][i].sec = 0;
}
// 倒着遍历数组
for (int i = n - 2; i >= 0; i--) {
for (int j = i + 1; j < n; j++) {
// 先手选择最左边或最右边的分数
int left = piles[i] + dp[i+1][j].sec;
int right = piles[j] + dp[i][j-1].sec;
// 套用状态转移方程
// 先手肯定会选择更大的结果,后手的选择随之改变
if (left > right) {
dp[i][j].fir = left;
dp[i][j].sec = dp[i+1][j].fir;
} else {
dp[i][j].fir = right;
dp[i][j].sec = dp[i][j-1].fir;
}
}
}
Pair res = dp[0][n-1];
for (int i = 0; i < n; i++) {
delete[] dp[i];
}
delete[] dp;
return res.fir - res.sec;
}

class Solution {
public:
    bool PredictTheWinner(vector<int>& nums) {
        // 先手的分数大于等于后手,则能赢
        return stoneGame(nums.data(), nums.size()) >= 0;
    }
};
