// problem: predict-the-winner
// expect: ce_syntax.go:6
func predictTheWinner(nums []int) bool {
	total := 0
	total +=
	return total >= 0
}
