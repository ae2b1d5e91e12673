// problem: binary-tree-coloring-game
// A file as kept locally: its own Solution, TreeNode and main (the judge's are left out, the main
// renamed), and a test module, which is not built
use std::cell::RefCell;
use std::rc::Rc;

#[derive(Debug, PartialEq, Eq)]
pub struct TreeNode {
    pub val: i32,
    pub left: Option<Rc<RefCell<TreeNode>>>,
    pub right: Option<Rc<RefCell<TreeNode>>>,
}

impl TreeNode {
    #[inline]
    pub fn new(val: i32) -> Self {
        TreeNode { val, left: None, right: None }
    }
}

pub struct Solution;

impl Solution {
    pub fn btree_game_winning_move(root: Option<Rc<RefCell<TreeNode>>>, n: i32, x: i32) -> bool {
        fn size(node: &Option<Rc<RefCell<TreeNode>>>) -> i32 {
            node.as_ref().map_or(0, |n| 1 + size(&n.borrow().left) + size(&n.borrow().right))
        }
        fn find(node: &Option<Rc<RefCell<TreeNode>>>, x: i32) -> Option<Rc<RefCell<TreeNode>>> {
            let n = node.as_ref()?;
            if n.borrow().val == x {
                return Some(n.clone());
            }
            find(&n.borrow().left, x).or_else(|| find(&n.borrow().right, x))
        }
        let red = find(&root, x).unwrap();
        let (l, r) = (size(&red.borrow().left), size(&red.borrow().right));
        l.max(r).max(n - 1 - l - r) * 2 > n
    }
}

fn main() {
    let root = Some(Rc::new(RefCell::new(TreeNode::new(1))));
    println!("{}", Solution::btree_game_winning_move(root, 1, 1));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single() {
        assert!(!Solution::btree_game_winning_move(Some(Rc::new(RefCell::new(TreeNode::new(1)))), 1, 1));
    }
}
