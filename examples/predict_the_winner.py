# A LeetCode-style solution of 486 Predict the Winner, written as you would paste it there:
# `List` and `cache` come from LeetCode's prelude, no imports needed.
class Solution:
    def predictTheWinner(self, nums: List[int]) -> bool:
        @cache
        def lead(i: int, j: int) -> int:
            """How far the player to move can get ahead on nums[i..j]."""
            if i > j:
                return 0
            return max(nums[i] - lead(i + 1, j), nums[j] - lead(i, j - 1))

        return lead(0, len(nums) - 1) >= 0
