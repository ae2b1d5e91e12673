// problem: winner-of-the-linked-list-game
// LeetCode's *ListNode as passed: walked by twos; a node built with a composite literal shows the
// judge's ListNode has LeetCode's fields.
func gameResult(head *ListNode) string {
	lead := 0
	var winners *ListNode
	for p := head; p != nil; p = p.Next.Next {
		if p.Val > p.Next.Val {
			lead++
		} else {
			lead--
		}
		winners = &ListNode{Val: p.Val, Next: winners}
	}
	if winners == nil {
		return "broken"
	}
	if lead > 0 {
		return "Even"
	} else if lead < 0 {
		return "Odd"
	}
	return "Tie"
}
