# Correct but O(n^2): the prefix-sum DP, with each state taking the maximum over every later end
# instead of a running maximum (5 * 10^9 steps at n = 10^5).
class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = [0] * n
        total = 0
        for i, stone in enumerate(stones):
            total += stone
            prefix[i] = total
        # lead[i]: how far the mover gets ahead when the next move must end at index i or later
        lead = [0] * (n + 1)
        lead[n - 1] = prefix[n - 1]
        for i in range(n - 2, 0, -1):
            best = prefix[n - 1]
            for j in range(i, n - 1):
                best = max(best, prefix[j] - lead[j + 1])
            lead[i] = best
        return lead[1]
