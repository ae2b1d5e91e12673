# Calls sys.exit(0) inside the method.
# expect: SystemExit(0)
import sys


class Solution:
    def sumList(self, nums: list[int]) -> int:
        sys.exit(0)
