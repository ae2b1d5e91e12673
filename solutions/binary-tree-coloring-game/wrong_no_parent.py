# Only looks below x: the second player colours one of x's children and wins if that subtree is
# big enough. It forgets the third choice, x's parent, which claims everything above x.
class Solution:
    def btreeGameWinningMove(self, root: Optional[TreeNode], n: int, x: int) -> bool:
        def find(node):
            if not node or node.val == x:
                return node
            return find(node.left) or find(node.right)

        def size(node):
            return size(node.left) + size(node.right) + 1 if node else 0

        target = find(root)
        return max(size(target.left), size(target.right)) > n // 2
