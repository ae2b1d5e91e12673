# Returns a numpy-like scalar (not a subclass of int) that compares equal to the right answer.
# expect: expected int, got solution.Int64
class Int64:
    def __init__(self, value):
        self.value = value

    def __eq__(self, other):
        return self.value == other

    def __int__(self):
        return self.value

    def __repr__(self):
        return f"Int64({self.value})"


class Solution:
    def sumList(self, nums: list[int]) -> int:
        return Int64(sum(nums))
