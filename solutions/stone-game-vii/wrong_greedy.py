# Wrong: both players greedily remove the smaller end, which scores the most on this turn (the left
# end on equal ends).
class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        i, j = 0, len(stones) - 1
        remaining = sum(stones)
        points = [0, 0]
        mover = 0
        while i <= j:
            if stones[i] <= stones[j]:
                remaining -= stones[i]
                i += 1
            else:
                remaining -= stones[j]
                j -= 1
            points[mover] += remaining
            mover = 1 - mover
        return points[0] - points[1]
