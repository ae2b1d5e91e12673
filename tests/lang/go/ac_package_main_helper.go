// problem: predict-the-winner
// With `package main`, a helper struct, a method on it, an alias entry name, a main() to try it.
package main

import "fmt"

type span struct{ lo, hi int }

type game struct {
	nums []int
	memo map[span]int
}

func (g *game) best(s span) int {
	if s.lo > s.hi {
		return 0
	}
	if v, ok := g.memo[s]; ok {
		return v
	}
	left := g.nums[s.lo] - g.best(span{s.lo + 1, s.hi})
	right := g.nums[s.hi] - g.best(span{s.lo, s.hi - 1})
	if right > left {
		left = right
	}
	g.memo[s] = left
	return left
}

func PredictTheWinner(nums []int) bool {
	g := &game{nums, map[span]int{}}
	return g.best(span{0, len(nums) - 1}) >= 0
}

func main() {
	fmt.Println(PredictTheWinner([]int{1, 5, 233, 7}))
}
