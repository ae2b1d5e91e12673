// problem: predict-the-winner
// Seed 002's JavaScript: the first/second tuple DP with its Pair, and 486 as stoneGame(nums) >= 0.
function Pair(fir, sec) {
    this.fir = fir;
    this.sec = sec;
}

var PredictTheWinner = function(nums) {
    // 先手的分数大于等于后手,则能赢
    return stoneGame(nums) >= 0;
};

var stoneGame = function(piles) {
var n = piles.length;
// 初始化 dp 数组
var dp = new Array(n).fill(null).map(() => new Array(n).fill(null).map(() => ({ fir: 0, sec: 0 })));
// 填入 base case
for (var i = 0; i < n; i++) {
dp[i][i].fir = piles[i];
dp[i][i].sec = 0;
}
// 倒着遍历数组
for (var i = n - 2; i >= 0; i--) {
for (var j = i + 1; j < n; j++) {
// 先手选择最左边或最右边的分数
var left = piles[i] + dp[i+1][j].sec;
var right = piles[j] + dp[i][j-1].sec;
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
var res = dp[0][n-1];
return res.fir - res.sec;
};
