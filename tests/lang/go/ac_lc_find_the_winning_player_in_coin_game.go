// problem: find-the-winning-player-in-coin-game
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func losingPlayer(x int, y int) string {
	if min(x, y/4)%2 == 1 {
		return "Alice"
	}
	return "Bob"
}
