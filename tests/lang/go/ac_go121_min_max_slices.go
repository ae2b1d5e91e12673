// needs: go1.21
// As many public LeetCode Go files are written: the builtin min/max and package slices (Go 1.21).
package main

import "slices"

func predictTheWinner(nums []int) bool {
	n := len(nums)
	if slices.Max(nums) == 0 {
		return true
	}
	reversed := slices.Clone(nums)
	slices.Reverse(reversed)
	dp := make([]int, n)
	copy(dp, nums)
	for i := n - 2; i >= 0; i-- {
		for j := i + 1; j < n; j++ {
			dp[j] = max(nums[i]-dp[j], nums[j]-dp[j-1])
		}
	}
	// the first player's margin is the same whichever end is the left one
	back := make([]int, n)
	copy(back, reversed)
	for i := n - 2; i >= 0; i-- {
		for j := i + 1; j < n; j++ {
			back[j] = -min(back[j]-reversed[i], back[j-1]-reversed[j])
		}
	}
	return dp[n-1] >= 0 && back[n-1] == dp[n-1]
}
