# Prints to stdout and stderr on every case: printing is allowed and never read as the answer.
import sys


class Solution:
    def sumList(self, nums: list[int]) -> int:
        print("debug: summing", len(nums), "numbers")
        print("debug on stderr", file=sys.stderr)
        return sum(nums)
