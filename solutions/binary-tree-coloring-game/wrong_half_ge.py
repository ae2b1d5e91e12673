# Counts the three parts around x correctly but lets the second player win with exactly half of
# the other nodes (>= n // 2). With n odd, n // 2 nodes against the first player's n // 2 + 1 lose.
class Solution:
    def btreeGameWinningMove(self, root: Optional[TreeNode], n: int, x: int) -> bool:
        found = {}

        def count(node):
            if not node:
                return 0
            left, right = count(node.left), count(node.right)
            if node.val == x:
                found["left"], found["right"] = left, right
            return left + right + 1

        count(root)
        above = n - 1 - found["left"] - found["right"]
        return max(found["left"], found["right"], above) >= n // 2
