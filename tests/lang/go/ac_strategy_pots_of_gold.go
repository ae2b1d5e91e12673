// problem: pots-of-gold-play
// The value problem's interval table, built once; a move looks the row up (a strategy problem, in
// LeetCode's design style: Constructor, then the method on each turn)
type Strategy struct {
	pots []int
	lead [][]int // how far the mover finishes ahead on pots[i..j]
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
			lead[i][j] = max(pots[i]-lead[i+1][j], pots[j]-lead[i][j-1])
		}
	}
	return Strategy{pots, lead}
}

func max(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func (this *Strategy) Move(left int, right int, last string) string {
	if left == right {
		return "L"
	}
	if this.pots[left]-this.lead[left+1][right] >= this.pots[right]-this.lead[left][right-1] {
		return "L"
	}
	return "R"
}
