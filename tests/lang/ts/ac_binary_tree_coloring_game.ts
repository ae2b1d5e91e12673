// problem: binary-tree-coloring-game
/**
 * Definition for a binary tree node.
 * class TreeNode {
 *     val: number
 *     left: TreeNode | null
 *     right: TreeNode | null
 *     constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.left = (left===undefined ? null : left)
 *         this.right = (right===undefined ? null : right)
 *     }
 * }
 */

function btreeGameWinningMove(root: TreeNode | null, n: number, x: number): boolean {
    let leftSize = 0, rightSize = 0;
    const count = (node: TreeNode | null): number => {
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
