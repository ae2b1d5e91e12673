# Returns a generator where an int is declared.
# expect: expected int, got generator
class Solution:
    def sumList(self, nums: list[int]) -> int:
        return (n for n in nums)
