// problem: stone-game-vii
// A public-style accepted LeetCode 1690 solution (prefix sums + interval DP).
func stoneGameVII(stones []int) int {
	n := len(stones)
	sum := make([]int, n+1)
	for i, s := range stones {
		sum[i+1] = sum[i] + s
	}
	dp := make([][]int, n)
	for i := range dp {
		dp[i] = make([]int, n)
	}
	for i := n - 2; i >= 0; i-- {
		for j := i + 1; j < n; j++ {
			dp[i][j] = max(sum[j+1]-sum[i+1]-dp[i+1][j], sum[j]-sum[i]-dp[i][j-1])
		}
	}
	return dp[0][n-1]
}

func max(a, b int) int {
	if a > b {
		return a
	}
	return b
}
