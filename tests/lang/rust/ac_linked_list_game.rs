// problem: winner-of-the-linked-list-game
// LeetCode's Option<Box<ListNode>> walked by twos; a node made with ListNode::new shows the judge's
// definition is LeetCode's
impl Solution {
    pub fn game_result(head: Option<Box<ListNode>>) -> String {
        let mut lead = 0;
        let mut copy = ListNode::new(0);
        let mut p = head.as_ref();
        while let Some(even) = p {
            let odd = even.next.as_ref().unwrap();
            lead += (even.val - odd.val).signum();
            copy.val += 1;
            p = odd.next.as_ref();
        }
        match lead.cmp(&0) {
            std::cmp::Ordering::Greater => "Even".to_string(),
            std::cmp::Ordering::Less => "Odd".to_string(),
            _ => "Tie".to_string(),
        }
    }
}
