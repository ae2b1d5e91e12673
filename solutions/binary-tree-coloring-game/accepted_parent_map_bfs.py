"""Iterative: a BFS records parents, then subtree sizes come from children before parents."""


class Solution:
    def btreeGameWinningMove(self, root, n, x):
        order, parent = [root], {root: None}
        for node in order:
            for child in (node.left, node.right):
                if child:
                    parent[child] = node
                    order.append(child)
        size = {None: 0}
        for node in reversed(order):
            size[node] = 1 + size[node.left] + size[node.right]
        red = next(node for node in order if node.val == x)
        regions = (size[red.left], size[red.right], n - size[red])
        return 2 * max(regions) > n
