// problem: pots-of-gold-play
// expect: you (B) chose R (take 8)
// expect: moves so far: R
// The table's move, except after the opponent took a worse end: then it grabs the bigger end.
// Best play never leads there; the referee's opponents that err do, and the position is shown.
type Strategy struct {
	pots []int
	lead [][]int
}

func Constructor(pots []int) Strategy {
	n := len(pots)
	lead := make([][]int, n+1)
	for i := range lead {
		lead[i] = make([]int, n+1)
	}
	for i := n - 1; i >= 0; i-- {
		lead[i][i] = pots[i]
		for j := i + 1; j < n; j++ {
			lead[i][j] = pots[i] - lead[i+1][j]
			if other := pots[j] - lead[i][j-1]; other > lead[i][j] {
				lead[i][j] = other
			}
		}
	}
	return Strategy{pots, lead}
}

func (this *Strategy) best(left, right int) string {
	if left == right || this.pots[left]-this.lead[left+1][right] >= this.pots[right]-this.lead[left][right-1] {
		return "L"
	}
	return "R"
}

func (this *Strategy) Move(left int, right int, last *string) string {
	if last != nil {
		i, j := left, right+1
		if *last == "L" {
			i, j = left-1, right
		}
		if this.best(i, j) != *last {
			if this.pots[left] >= this.pots[right] {
				return "L"
			}
			return "R"
		}
	}
	return this.best(left, right)
}
