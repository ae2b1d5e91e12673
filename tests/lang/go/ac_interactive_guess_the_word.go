// problem: guess-the-word
// minimax elimination for 843 (master.guess is the judge's)
/**
 * // This is the Master's API interface.
 * // You should not implement it, or speculate about its implementation
 * type Master struct {
 * }
 *
 * func (this *Master) Guess(word string) int {}
 */
func findSecretWord(words []string, master *Master) {
	match := func(a, b string) int {
		m := 0
		for i := 0; i < 6; i++ {
			if a[i] == b[i] {
				m++
			}
		}
		return m
	}
	cands := append([]string{}, words...)
	for len(cands) > 0 {
		best, bestWorst := cands[0], 1<<30
		for _, w := range cands {
			groups := [7]int{}
			for _, o := range cands {
				groups[match(w, o)]++
			}
			worst := 0
			for _, g := range groups {
				if g > worst {
					worst = g
				}
			}
			if worst < bestWorst {
				best, bestWorst = w, worst
			}
		}
		m := master.Guess(best)
		if m == 6 {
			return
		}
		next := []string{}
		for _, w := range cands {
			if w != best && match(w, best) == m {
				next = append(next, w)
			}
		}
		cands = next
	}
}
