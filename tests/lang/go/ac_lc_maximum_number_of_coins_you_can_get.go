// problem: maximum-number-of-coins-you-can-get
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func maxCoins(piles []int) int {
	sort.Sort(sort.Reverse(sort.IntSlice(piles)))
	total := 0
	for r := 0; r < len(piles)/3; r++ {
		total += piles[2*r+1]
	}
	return total
}
