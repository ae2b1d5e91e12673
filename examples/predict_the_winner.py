class Solution:
    def predictTheWinner(self, nums: List[int]) -> bool:
        print("hi", nums)
        @cache
        def f(i, j):
            return 0 if i > j else max(nums[i] - f(i + 1, j), nums[j] - f(i, j - 1))
        return f(0, len(nums) - 1) >= 0
