// problem: stone-game-ii
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func stoneGameII(piles []int) int {
	n := len(piles)
	suffix := make([]int, n+1)
	for i := n - 1; i >= 0; i-- {
		suffix[i] = suffix[i+1] + piles[i]
	}
	dp := make([][]int, n+1)
	for i := range dp {
		dp[i] = make([]int, n+1)
	}
	for i := n - 1; i >= 0; i-- {
		for m := 1; m <= n; m++ {
			if i+2*m >= n {
				dp[i][m] = suffix[i]
				continue
			}
			for x := 1; x <= 2*m; x++ {
				dp[i][m] = max(dp[i][m], suffix[i]-dp[i+x][max(m, x)])
			}
		}
	}
	return dp[0][1]
}
