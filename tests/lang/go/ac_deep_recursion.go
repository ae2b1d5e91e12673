// problem: coins-in-a-line
// slow: 10^5 calls deep on coins-in-a-line, 15 s of the default tier; Java and JS keep theirs there
// Top-down memo recursion 10^5 deep: Go's stacks grow by themselves.
func firstWillWin(n int) bool {
	memo := make([]int8, n+1)
	var win func(int) bool
	win = func(k int) bool {
		if k == 0 {
			return false
		}
		if memo[k] != 0 {
			return memo[k] == 1
		}
		w := !win(k-1) || (k >= 2 && !win(k-2))
		if w {
			memo[k] = 1
		} else {
			memo[k] = 2
		}
		return w
	}
	return win(n)
}
