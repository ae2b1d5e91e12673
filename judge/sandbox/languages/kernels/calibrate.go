// The same steps as calibrate.py: an interval table, a memoised recursion over a hash map.
func calibrate(n int) int {
	nums := make([]int, n)
	x := 12345
	for i := 0; i < n; i++ {
		x = x * 48271 % 2147483647
		nums[i] = x % 1000
	}
	dp := make([][]int, n)
	for i := range dp {
		dp[i] = make([]int, n)
		dp[i][i] = nums[i]
	}
	for length := 2; length <= n; length++ {
		for i := 0; i+length-1 < n; i++ {
			j := i + length - 1
			dp[i][j] = larger(nums[i]-dp[i+1][j], nums[j]-dp[i][j-1])
		}
	}
	memo := map[int]int{}
	var best func(i, left int) int
	best = func(i, left int) int {
		if i >= n || left == 0 {
			return 0
		}
		key := i*64 + left
		if known, ok := memo[key]; ok {
			return known
		}
		value := larger(nums[i]-best(i+1, left-1), -best(i+1, left))
		memo[key] = value
		return value
	}
	total := 0
	for start := 0; start < n; start += 50 {
		memo = map[int]int{}
		total += best(start, 40)
	}
	return dp[0][n-1] + total
}

func larger(a, b int) int {
	if a > b {
		return a
	}
	return b
}
