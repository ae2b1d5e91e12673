# Correct but O(n^3): the bottom-up DP recounts the sum of each interval with a loop instead of using
# prefix sums, about n^3 / 6 additions (1.7 * 10^8 at n = 1000).
class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        n = len(stones)
        lead = [0] * n
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                total = 0
                for k in range(i, j + 1):
                    total += stones[k]
                lead[i] = max(total - stones[i] - lead[i + 1], total - stones[j] - lead[i])
        return lead[0]
