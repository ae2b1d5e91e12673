// problem: stone-game-viii
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func stoneGameVIII(stones []int) int {
	n := len(stones)
	prefix := slices.Clone(stones)
	for i := 1; i < n; i++ {
		prefix[i] += prefix[i-1]
	}
	best := prefix[n-1]
	for i := n - 2; i >= 1; i-- {
		best = max(best, prefix[i]-best)
	}
	return best
}
