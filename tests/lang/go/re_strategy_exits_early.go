// problem: coins-in-a-line-play
// expect: exit
// ends its own process in the middle of a game
import "os"

type Strategy struct{}

func Constructor(n int) Strategy { return Strategy{} }

func (this *Strategy) Move(coins int, last int) int {
	if last != -1 {
		os.Exit(0)
	}
	return 1
}
