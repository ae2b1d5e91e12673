// problem: predict-the-winner
// expect: no entry found
func predict(nums []int) bool {
	return true
}
