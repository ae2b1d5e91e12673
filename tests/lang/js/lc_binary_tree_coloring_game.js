// problem: binary-tree-coloring-game
/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
/**
 * @param {TreeNode} root
 * @param {number} n
 * @param {number} x
 * @return {boolean}
 */
var btreeGameWinningMove = function(root, n, x) {
    let leftSize = 0, rightSize = 0;
    const count = (node) => {
        if (node === null) return 0;
        if (!(node instanceof TreeNode)) throw new Error('not a TreeNode');
        const l = count(node.left), r = count(node.right);
        if (node.val === x) { leftSize = l; rightSize = r; }
        return l + r + 1;
    };
    count(root);
    const above = n - 1 - leftSize - rightSize;
    return Math.max(leftSize, rightSize, above) > Math.floor(n / 2);
};
