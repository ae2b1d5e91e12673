// problem: stone-game-iii
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func stoneGameIII(stoneValue []int) string {
	n := len(stoneValue)
	dp := make([]int, n+3)
	for i := n - 1; i >= 0; i-- {
		dp[i] = math.MinInt
		take := 0
		for k := 0; k < 3 && i+k < n; k++ {
			take += stoneValue[i+k]
			dp[i] = max(dp[i], take-dp[i+k+1])
		}
	}
	switch {
	case dp[0] > 0:
		return "Alice"
	case dp[0] < 0:
		return "Bob"
	}
	return "Tie"
}
