# Returns a list that contains itself.
# expect: expected int, got list nested over 32 deep
class Solution:
    def sumList(self, nums: list[int]) -> int:
        loop = []
        loop.append(loop)
        return loop
