// problem: coins-in-a-line-play
// expect: no Constructor found: define type Strategy struct, func Constructor(n int) Strategy
// the value problem's function, not the class the judge plays
func firstWillWin(n int) bool { return n%3 != 0 }
