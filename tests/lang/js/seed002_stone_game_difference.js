// problem: stone-game-difference
// Seed 002's JavaScript stoneGame as written (it returns the first minus the second score).
var stoneGame = function(piles) {
var n = piles.length;
var dp = new Array(n).fill(null).map(() => new Array(n).fill(null).map(() => ({ fir: 0, sec: 0 })));
for (var i = 0; i < n; i++) {
dp[i][i].fir = piles[i];
dp[i][i].sec = 0;
}
for (var i = n - 2; i >= 0; i--) {
for (var j = i + 1; j < n; j++) {
var left = piles[i] + dp[i+1][j].sec;
var right = piles[j] + dp[i][j-1].sec;
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
