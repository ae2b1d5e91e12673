"""Top-down with @cache on (i, j): the most the mover can get ahead; player 1 wins on a lead of 0 or more."""


class Solution:
    def PredictTheWinner(self, nums: List[int]) -> bool:
        @cache
        def ahead(i, j):
            if i == j:
                return nums[i]
            return max(nums[i] - ahead(i + 1, j), nums[j] - ahead(i, j - 1))

        return ahead(0, len(nums) - 1) >= 0
