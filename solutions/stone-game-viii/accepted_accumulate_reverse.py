"""Scan prefix sums from the right, keeping the best lead of a move that merges at least up to i."""


class Solution:
    def stoneGameVIII(self, stones: List[int]) -> int:
        prefix = list(accumulate(stones))
        best = prefix[-1]
        for s in reversed(prefix[1:-1]):
            best = max(best, s - best)
        return best
