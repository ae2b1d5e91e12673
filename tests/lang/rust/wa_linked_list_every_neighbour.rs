// problem: winner-of-the-linked-list-game
// expect: expected "Tie"
// Compares every two neighbours, not the pairs: wrong first on example 3, [4, 5, 2, 1].
impl Solution {
    pub fn game_result(head: Option<Box<ListNode>>) -> String {
        let (mut even, mut odd) = (0, 0);
        let mut p = head.as_ref();
        while let Some(node) = p {
            if let Some(next) = node.next.as_ref() {
                if node.val > next.val {
                    even += 1;
                } else {
                    odd += 1;
                }
            }
            p = node.next.as_ref();
        }
        if even == odd {
            "Tie".into()
        } else if even > odd {
            "Even".into()
        } else {
            "Odd".into()
        }
    }
}
