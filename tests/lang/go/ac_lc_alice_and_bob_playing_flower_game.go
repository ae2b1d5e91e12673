// problem: alice-and-bob-playing-flower-game
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func flowerGame(n int, m int) int64 {
	return int64(n) * int64(m) / 2
}
