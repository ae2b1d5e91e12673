// problem: predict-the-winner
func predictTheWinner(nums []int) bool {
	x := 0
	for {
		x += nums[0] + 1
		if x == -1 {
			break
		}
	}
	return x > 0
}
