# Imports a module that does not exist: CE with the message and the line.
# expect: ModuleNotFoundError: No module named 'numpie'
import numpie


class Solution:
    def sumList(self, nums: list[int]) -> int:
        return sum(nums)
