# O(n) with prefix sums. Robot 1's path is fixed by the column c where it goes down: it empties the
# top row up to c and the bottom row from c on. Robot 2 can then collect either the top row right of
# c (going down at the end) or the bottom row left of c (going down at once), never both, so it
# takes the larger. Robot 1 picks the c that makes that larger part smallest.
class Solution:
    def gridGame(self, grid: List[List[int]]) -> int:
        top, bottom = grid
        top_right = sum(top)  # top row strictly right of c (c not counted yet)
        bottom_left = 0  # bottom row strictly left of c
        best = None
        for c in range(len(top)):
            top_right -= top[c]
            robot2 = max(top_right, bottom_left)
            if best is None or robot2 < best:
                best = robot2
            bottom_left += bottom[c]
        return best
