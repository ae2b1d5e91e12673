// problem: coins-in-a-line-play
// expect: panic: no move for 4 coins
// expect: re_strategy_panics.go:
import "fmt"

type Strategy struct{}

func Constructor(n int) Strategy { return Strategy{} }

func (this *Strategy) Move(coins int, last int) int {
	if coins > 2 {
		panic(fmt.Sprintf("no move for %d coins", coins))
	}
	return coins
}
