# Ends the process with os._exit(0) in the middle of a case.
# expect: exited with code 0
import os


class Solution:
    def sumList(self, nums: list[int]) -> int:
        os._exit(0)
