# Wrong: gives robot 2 both parts robot 1 left (the top row right of the turn and the bottom row
# left of it), but one path can only collect one of them.
class Solution:
    def gridGame(self, grid: List[List[int]]) -> int:
        top, bottom = grid
        n = len(top)
        return min(sum(top[c + 1:]) + sum(bottom[:c]) for c in range(n))
