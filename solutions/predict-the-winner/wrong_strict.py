# Wrong tie rule: a tie is a win for player 1 here, but this answers "strictly ahead" (> instead of >=).
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        n = len(nums)
        lead = list(nums)
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                lead[i] = max(nums[i] - lead[i + 1], nums[j] - lead[i])
        return lead[0] > 0
