# Returns the right number as a float where an int is declared.
# expect: expected int, got float
class Solution:
    def sumList(self, nums: list[int]) -> int:
        return float(sum(nums))
