// problem: binary-tree-coloring-game
// source: written for this corpus in the style of public LeetCode TypeScript solutions
/**
 * Definition for a binary tree node.
 * class TreeNode {
 *     val: number
 *     left: TreeNode | null
 *     right: TreeNode | null
 * }
 */

function btreeGameWinningMove(root: TreeNode | null, n: number, x: number): boolean {
    let leftSize = 0;
    let rightSize = 0;
    const size = (node: TreeNode | null): number => {
        if (node === null) return 0;
        const l = size(node.left);
        const r = size(node.right);
        if (node.val === x) {
            leftSize = l;
            rightSize = r;
        }
        return l + r + 1;
    };
    size(root);
    const parentSide = n - leftSize - rightSize - 1;
    const best = Math.max(parentSide, leftSize, rightSize);
    return best * 2 > n;
}
