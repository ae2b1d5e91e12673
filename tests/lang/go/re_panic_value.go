// problem: predict-the-winner
// expect: panic: boom
func predictTheWinner(nums []int) bool {
	panic("boom")
}
