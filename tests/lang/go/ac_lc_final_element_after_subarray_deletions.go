// problem: final-element-after-subarray-deletions
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func finalElement(nums []int) int {
	return max(nums[0], nums[len(nums)-1])
}
