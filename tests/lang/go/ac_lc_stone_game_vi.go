// problem: stone-game-vi
// needs: go1.21
// source: written for this corpus in the style of public LeetCode Go solutions
func stoneGameVI(aliceValues []int, bobValues []int) int {
	order := make([]int, len(aliceValues))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(i, j int) int {
		return (aliceValues[j] + bobValues[j]) - (aliceValues[i] + bobValues[i])
	})
	diff := 0
	for turn, stone := range order {
		if turn%2 == 0 {
			diff += aliceValues[stone]
		} else {
			diff -= bobValues[stone]
		}
	}
	return cmp.Compare(diff, 0)
}
