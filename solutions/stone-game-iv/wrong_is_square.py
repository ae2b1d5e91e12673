# Wrong: "Alice wins only if she can take everything at once". At n = 3 she takes 1, Bob must take 1
# (4 does not fit) and Alice takes the last stone.
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        return isqrt(n) ** 2 == n
