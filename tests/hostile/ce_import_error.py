# Imports a module that does not exist: CE with the message and the line.
# expect: ModuleNotFoundError: No module named 'numpie'
# expect: line 4
import numpie


class Solution:
    def sumList(self, nums: list[int]) -> int:
        return sum(nums)
