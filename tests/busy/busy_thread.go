// Right in every case; its first case starts a goroutine that spins for good, beside and between
// the cases: AC (or TLE) with a note naming the goroutines' CPU, never "tampered".
var busyStarted bool
var busySink uint64

func predictTheWinner(nums []int) bool {
	if !busyStarted {
		busyStarted = true
		go func() {
			for {
				busySink++
			}
		}()
	}
	n := len(nums)
	dp := make([]int, n)
	copy(dp, nums)
	for i := n - 2; i >= 0; i-- {
		for j := i + 1; j < n; j++ {
			dp[j] = max(nums[i]-dp[j], nums[j]-dp[j-1])
		}
	}
	return dp[n-1] >= 0
}

func max(a, b int) int {
	if a > b {
		return a
	}
	return b
}
