// problem: winner-of-the-linked-list-game
// expect: expected "Tie"
// Compares every two neighbours, not the pairs: wrong first on example 3, [4, 5, 2, 1].
func gameResult(head *ListNode) string {
	even, odd := 0, 0
	for p := head; p.Next != nil; p = p.Next {
		if p.Val > p.Next.Val {
			even++
		} else {
			odd++
		}
	}
	if even == odd {
		return "Tie"
	} else if even > odd {
		return "Even"
	}
	return "Odd"
}
