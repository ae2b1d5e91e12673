# An ordinary exception: the message quotes the solution's own line.
# expect: ZeroDivisionError: integer division or modulo by zero
class Solution:
    def sumList(self, nums: list[int]) -> int:
        return sum(nums) // 0
