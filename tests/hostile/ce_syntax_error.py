# A syntax error: CE naming the line.
# expect: SyntaxError
class Solution:
    def sumList(self, nums: list[int]) -> int:
        return sum(nums
