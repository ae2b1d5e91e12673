# Wrong: counts the bottom cell of robot 1's turning column as still there for robot 2 (off by one
# in the bottom prefix), although robot 1 walked through it.
class Solution:
    def gridGame(self, grid: List[List[int]]) -> int:
        top, bottom = grid
        n = len(top)
        return min(max(sum(top[c + 1:]), sum(bottom[: c + 1])) for c in range(n))
