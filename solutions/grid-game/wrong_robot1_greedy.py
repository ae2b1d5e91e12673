# Wrong: robot 1 takes the path that collects the most for itself (the first such column), and robot
# 2 then does its best. Right on all three official examples; on [[1,1,1],[1,1,1]] every path gives
# robot 1 four points, the first one leaves robot 2 two, but turning in the middle leaves only one.
class Solution:
    def gridGame(self, grid: List[List[int]]) -> int:
        top, bottom = grid
        n = len(top)
        own = [sum(top[: c + 1]) + sum(bottom[c:]) for c in range(n)]
        c = own.index(max(own))
        return max(sum(top[c + 1:]), sum(bottom[:c]))
