# Wrong: counts the nodes (Fib(n + 2) - 1) and says Alice wins when the count is even, as if every
# move removed one node. Right on all three examples; wrong on n = 4 (7 nodes, yet Alice wins).
class Solution:
    def findGameWinner(self, n: int) -> bool:
        nodes = [0, 1]
        for k in range(2, n + 1):
            nodes.append(nodes[k - 2] + nodes[k - 1] + 1)
        return nodes[n] % 2 == 0
