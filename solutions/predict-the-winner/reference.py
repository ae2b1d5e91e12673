# Interval DP on the score difference: best[i] holds, for the current length, the most the player to
# move can get ahead of the other on nums[i:i+length]. O(n^2) time, O(n) space.
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        best = list(nums)
        n = len(nums)
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                best[i] = max(nums[i] - best[i + 1], nums[j] - best[i])
        return best[0] >= 0
