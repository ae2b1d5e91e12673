// problem: predict-the-winner
// expect: index out of range
// expect: re_panic.go:9
func predictTheWinner(nums []int) bool {
	return pick(nums, len(nums)+5) > 0
}

func pick(nums []int, i int) int {
	return nums[i]
}
