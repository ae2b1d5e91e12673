# Sprague-Grundy, O(n^2). A move only touches one maximal run of '+', and splits a run of length L
# into runs of a and L - 2 - a. So the position is a sum of independent games, one per run, and the
# first player wins iff the XOR of the runs' Grundy values is non-zero, where
# g(L) = mex{ g(a) XOR g(L - 2 - a) : 0 <= a <= L - 2 } (g(0) = g(1) = 0).
class Solution:
    def canWin(self, currentState: str) -> bool:
        runs = [len(run) for run in currentState.split("-")]
        longest = max(runs)
        grundy = [0] * (longest + 1)
        for length in range(2, longest + 1):
            reachable = {grundy[a] ^ grundy[length - 2 - a] for a in range(length - 1)}
            value = 0
            while value in reachable:
                value += 1
            grundy[length] = value
        total = 0
        for run in runs:
            total ^= grundy[run]
        return total != 0
