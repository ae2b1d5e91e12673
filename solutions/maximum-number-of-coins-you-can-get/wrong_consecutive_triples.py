# Wrong: cuts the sorted piles into consecutive triples and takes each triple's middle pile. Right on
# the first two examples; on [9, 8, 7, 6, 5, 1, 2, 3, 4] it gets 2 + 5 + 8 = 15 (the answer is 18).
class Solution:
    def maxCoins(self, piles: list[int]) -> int:
        ordered = sorted(piles)
        return sum(ordered[1::3])
