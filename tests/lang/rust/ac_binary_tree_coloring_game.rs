// problem: binary-tree-coloring-game
// LeetCode's Option<Rc<RefCell<TreeNode>>>, its definition supplied by the judge
use std::cell::RefCell;
use std::rc::Rc;

impl Solution {
    pub fn btree_game_winning_move(root: Option<Rc<RefCell<TreeNode>>>, n: i32, x: i32) -> bool {
        let mut sides = (0, 0);
        Self::count(&root, x, &mut sides);
        let best = sides.0.max(sides.1).max(n - 1 - sides.0 - sides.1);
        best > n / 2
    }

    fn count(node: &Option<Rc<RefCell<TreeNode>>>, x: i32, sides: &mut (i32, i32)) -> i32 {
        match node {
            None => 0,
            Some(node) => {
                let node = node.borrow();
                let (l, r) = (Self::count(&node.left, x, sides), Self::count(&node.right, x, sides));
                if node.val == x {
                    *sides = (l, r);
                }
                l + r + 1
            }
        }
    }
}
