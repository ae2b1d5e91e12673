# Reads all of stdin: it gets end of file at once (no hang), and input() would raise EOFError.
import sys


class Solution:
    def sumList(self, nums: list[int]) -> int:
        assert sys.stdin.read() == ""
        try:
            input()
        except EOFError:
            return sum(nums)
        raise AssertionError("input() returned something")
