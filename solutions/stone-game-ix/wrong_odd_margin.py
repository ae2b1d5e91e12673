# Wrong: right about the parity of the 0-residue stones, but in the odd case it asks for a margin of
# at least 2 instead of more than 2. On [1, 1, 3] Alice runs out of good moves: Bob wins.
class Solution:
    def stoneGameIX(self, stones: List[int]) -> bool:
        c = [0, 0, 0]
        for s in stones:
            c[s % 3] += 1
        if c[0] % 2 == 0:
            return c[1] >= 1 and c[2] >= 1
        return abs(c[1] - c[2]) >= 2
