// problem: coins-in-a-line-play
// printing each move is shown, not judged: the moves travel on the judge's own pipes
import "fmt"

type Strategy struct {
	win []bool // win[k]: the player to move with k coins left wins
}

func Constructor(n int) Strategy {
	win := make([]bool, n+1)
	for k := 1; k <= n; k++ {
		win[k] = !win[k-1] || (k >= 2 && !win[k-2])
	}
	return Strategy{win}
}

func (this *Strategy) Move(coins int, last int) int {
	take := 1
	if coins >= 2 && !this.win[coins-2] {
		take = 2
	}
	fmt.Println("coins", coins, "they took", last, "I take", take)
	return take
}
