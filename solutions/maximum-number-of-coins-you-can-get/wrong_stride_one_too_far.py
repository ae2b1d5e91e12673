# Wrong: starts the every-second-pile walk one place too high, so it counts Alice's piles (each the
# largest of its round) instead of ours. On [2, 4, 5] it returns 5 (the answer is 4).
class Solution:
    def maxCoins(self, piles: list[int]) -> int:
        ordered = sorted(piles)
        return sum(ordered[len(ordered) // 3 + 1::2])
