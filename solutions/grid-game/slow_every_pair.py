# Correct but quadratic: for every turning column of robot 1, try every turning column of robot 2
# (with prefix sums, so each pair costs O(1)). 2.5 * 10^9 pairs at n = 5 * 10^4.
class Solution:
    def gridGame(self, grid: List[List[int]]) -> int:
        top, bottom = grid
        n = len(top)
        pt, pb = [0], [0]
        for a, b in zip(top, bottom):
            pt.append(pt[-1] + a)
            pb.append(pb[-1] + b)
        best = None
        for c1 in range(n):
            robot2 = 0
            for c2 in range(n):
                # robot 2 turns at c2: top cells right of c1 up to c2, bottom cells from c2 left of c1
                got = 0
                if c2 > c1:
                    got += pt[c2 + 1] - pt[c1 + 1]
                if c2 < c1:
                    got += pb[c1] - pb[c2]
                if got > robot2:
                    robot2 = got
            if best is None or robot2 < best:
                best = robot2
        return best
