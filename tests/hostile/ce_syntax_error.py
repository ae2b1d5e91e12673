# A syntax error: CE naming the line.
# expect: SyntaxError
# expect: (line 6)
class Solution:
    def sumList(self, nums: list[int]) -> int:
        return sum(nums
