// problem: predict-the-winner
// As LeetCode's Go (and so public Go solutions): sort and math used with no import line. A name
// the file declares itself (list) and one only in a comment (strings.Fields) are not imported.
func predictTheWinner(nums []int) bool {
	list := append([]int(nil), nums...)
	sort.Ints(list)
	if list[0] == math.MaxInt {
		return true
	}
	n := len(nums)
	dp := make([]int, n)
	copy(dp, nums)
	for i := n - 2; i >= 0; i-- {
		for j := i + 1; j < n; j++ {
			a, b := nums[i]-dp[j], nums[j]-dp[j-1]
			if a > b {
				dp[j] = a
			} else {
				dp[j] = b
			}
		}
	}
	return dp[n-1] >= 0
}
