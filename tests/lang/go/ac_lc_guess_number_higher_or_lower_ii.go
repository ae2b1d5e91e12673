// problem: guess-number-higher-or-lower-ii
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func getMoneyAmount(n int) int {
	cost := make([][]int, n+2)
	for i := range cost {
		cost[i] = make([]int, n+2)
	}
	for length := 2; length <= n; length++ {
		for i := 1; i+length-1 <= n; i++ {
			j := i + length - 1
			cost[i][j] = math.MaxInt
			for k := i; k <= j; k++ {
				cost[i][j] = min(cost[i][j], k+max(cost[i][k-1], cost[k+1][j]))
			}
		}
	}
	return cost[1][n]
}
