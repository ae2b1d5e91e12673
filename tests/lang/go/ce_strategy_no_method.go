// problem: coins-in-a-line-play
// expect: Constructor returns main.Strategy, which has no method Move
// the method misnamed: the judge asks Move
type Strategy struct{}

func Constructor(n int) Strategy { return Strategy{} }

func (this *Strategy) Take(coins int, last int) int { return 1 }
