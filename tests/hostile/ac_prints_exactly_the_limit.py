# Prints exactly the output limit of tiny-sum (64 KiB) in every case: at the limit is not over it.
import sys


class Solution:
    def sumList(self, nums):
        sys.stdout.write("x" * (64 * 1024 - 1) + "\n")
        sys.stdout.flush()
        return sum(nums)
