// problem: predict-the-winner
func predictTheWinner(nums []int) bool {
	return nums[0] >= nums[len(nums)-1]
}
