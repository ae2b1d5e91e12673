// problem: binary-tree-coloring-game
// LeetCode 1145 as submitted there: the TreeNode comment block, then the counting solution.
/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func btreeGameWinningMove(root *TreeNode, n int, x int) bool {
	leftSize, rightSize := 0, 0
	var count func(node *TreeNode) int
	count = func(node *TreeNode) int {
		if node == nil {
			return 0
		}
		l, r := count(node.Left), count(node.Right)
		if node.Val == x {
			leftSize, rightSize = l, r
		}
		return l + r + 1
	}
	count(root)
	above := n - 1 - leftSize - rightSize
	best := max3(leftSize, rightSize, above)
	return best > n/2
}

func max3(a, b, c int) int {
	if b > a {
		a = b
	}
	if c > a {
		a = c
	}
	return a
}
