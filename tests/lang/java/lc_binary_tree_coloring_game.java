// problem: binary-tree-coloring-game
/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode() {}
 *     TreeNode(int val) { this.val = val; }
 *     TreeNode(int val, TreeNode left, TreeNode right) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
class Solution {
    private int leftSize, rightSize;

    private int count(TreeNode node, int x) {
        if (node == null) return 0;
        int l = count(node.left, x), r = count(node.right, x);
        if (node.val == x) {
            leftSize = l;
            rightSize = r;
        }
        return l + r + 1;
    }

    public boolean btreeGameWinningMove(TreeNode root, int n, int x) {
        count(root, x);
        int above = n - 1 - leftSize - rightSize;
        return Math.max(above, Math.max(leftSize, rightSize)) > n / 2;
    }
}
