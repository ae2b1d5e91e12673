// problem: stone-game-ix
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func stoneGameIX(stones []int) bool {
	var count [3]int
	for _, s := range stones {
		count[s%3]++
	}
	if count[0]%2 == 0 {
		return min(count[1], count[2]) >= 1
	}
	return max(count[1], count[2])-min(count[1], count[2]) > 2
}
