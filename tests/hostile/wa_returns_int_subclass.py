# Returns an int subclass whose repr lies: the judge names the class, not what it claims to be.
# expect: expected int, got solution.Sneaky
class Sneaky(int):
    def __repr__(self):
        return "6"


class Solution:
    def sumList(self, nums: list[int]) -> int:
        return Sneaky(sum(nums))
