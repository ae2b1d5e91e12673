# Removing x's node splits the tree into at most three parts: its left subtree, its right subtree
# and everything above it. The second player does best by colouring the neighbour of x that leads
# into the largest part: the first player can never enter that part, and the second player can
# never enter the others, so each ends with what its side holds. The second player wins exactly
# when that largest part is more than half of the n nodes. One pass counts the subtree sizes: O(n).
class Solution:
    def btreeGameWinningMove(self, root: Optional[TreeNode], n: int, x: int) -> bool:
        sizes_at_x = [0, 0]

        def count(node: Optional[TreeNode]) -> int:
            if node is None:
                return 0
            left, right = count(node.left), count(node.right)
            if node.val == x:
                sizes_at_x[0], sizes_at_x[1] = left, right
            return left + right + 1

        count(root)
        left, right = sizes_at_x
        above = n - 1 - left - right
        return max(left, right, above) > n // 2
