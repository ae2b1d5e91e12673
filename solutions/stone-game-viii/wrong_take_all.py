# Wrong: Alice always takes the whole row at once, so the answer would be the total; but a negative
# total is worth splitting up.
class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        return sum(stones)
