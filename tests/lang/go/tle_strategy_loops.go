// problem: coins-in-a-line-play
// expect: (1 move asked)
// a move that never returns: its own CPU time runs out
type Strategy struct{}

func Constructor(n int) Strategy { return Strategy{} }

var spin int

func (this *Strategy) Move(coins int, last int) int {
	for {
		spin++
	}
}
