"""Find x's node with a stack, count its two subtrees; blue wins by taking the biggest region."""


class Solution:
    def btreeGameWinningMove(self, root: Optional[TreeNode], n: int, x: int) -> bool:
        def size(node):
            return 0 if node is None else 1 + size(node.left) + size(node.right)

        stack = [root]
        while stack:
            node = stack.pop()
            if node.val == x:
                break
            stack.extend(child for child in (node.left, node.right) if child)
        left, right = size(node.left), size(node.right)
        return max(left, right, n - 1 - left - right) > n // 2
