// problem: predict-the-winner
// expect: expected bool
func predictTheWinner(nums []int) int {
	return 1
}
