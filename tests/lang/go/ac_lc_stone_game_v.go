// problem: stone-game-v
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func stoneGameV(stoneValue []int) int {
	n := len(stoneValue)
	prefix := make([]int, n+1)
	for i, v := range stoneValue {
		prefix[i+1] = prefix[i] + v
	}
	dp := make([][]int, n)
	for i := range dp {
		dp[i] = make([]int, n)
	}
	for length := 2; length <= n; length++ {
		for i := 0; i+length-1 < n; i++ {
			j := i + length - 1
			for k := i; k < j; k++ {
				left, right := prefix[k+1]-prefix[i], prefix[j+1]-prefix[k+1]
				switch {
				case left < right:
					dp[i][j] = max(dp[i][j], left+dp[i][k])
				case left > right:
					dp[i][j] = max(dp[i][j], right+dp[k+1][j])
				default:
					dp[i][j] = max(dp[i][j], left+max(dp[i][k], dp[k+1][j]))
				}
			}
		}
	}
	return dp[0][n-1]
}
