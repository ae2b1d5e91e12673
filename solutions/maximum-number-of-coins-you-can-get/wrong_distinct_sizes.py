# Wrong: counts the rounds from the piles but then works on the distinct sizes (a set), as if equal
# piles were one pile. Right on all three official examples; on [1, 1, 1] nothing is left past Bob's
# share and it returns 0 (the answer is 1).
class Solution:
    def maxCoins(self, piles: list[int]) -> int:
        rounds = len(piles) // 3
        ordered = sorted(set(piles))
        return sum(ordered[rounds::2])
