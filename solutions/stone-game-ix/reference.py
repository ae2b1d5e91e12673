# O(n) counting by residue mod 3. Stones worth 0 mod 3 never change the running residue; each one
# only hands the turn over, so only the parity of their count (c0) matters. Without them, the
# removed sum's residue must go 1,1,2,1,2,... or 2,2,1,2,1,...: Alice picks the start, and the
# player who cannot continue the pattern (or who empties the pile, which is Bob's win) loses.
# c0 even: Alice wins iff both residues 1 and 2 exist (start with the rarer one).
# c0 odd: one tempo changes hands; Alice wins iff one residue outnumbers the other by more than 2.
class Solution:
    def stoneGameIX(self, stones: List[int]) -> bool:
        counts = [0, 0, 0]
        for stone in stones:
            counts[stone % 3] += 1
        c0, c1, c2 = counts
        if c0 % 2 == 0:
            return c1 >= 1 and c2 >= 1
        return abs(c1 - c2) > 2
