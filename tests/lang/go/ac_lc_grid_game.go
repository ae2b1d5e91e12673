// problem: grid-game
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func gridGame(grid [][]int) int64 {
	top := 0
	for _, v := range grid[0] {
		top += v
	}
	bottom, best := 0, math.MaxInt64
	for j := range grid[0] {
		top -= grid[0][j]
		best = min(best, max(top, bottom))
		bottom += grid[1][j]
	}
	return int64(best)
}
