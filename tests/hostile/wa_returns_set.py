# Returns a set where an int is declared.
# expect: expected int, got set
class Solution:
    def sumList(self, nums: list[int]) -> int:
        return set(nums)
