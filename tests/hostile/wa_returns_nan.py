# Returns float("nan"), which is not a JSON value.
# expect: expected int, got non-finite float
class Solution:
    def sumList(self, nums: list[int]) -> int:
        return float("nan")
