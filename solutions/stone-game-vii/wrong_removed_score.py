# Wrong: Predict-the-Winner scoring (the removed stone's own value) instead of the sum that remains.
class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        n = len(stones)
        lead = list(stones)
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                lead[i] = max(stones[i] - lead[i + 1], stones[j] - lead[i])
        return lead[0]
