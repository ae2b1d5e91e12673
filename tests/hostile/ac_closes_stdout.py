# Prints, then closes sys.stdout and sys.stderr on every case: the next case can still print and
# every case is still judged.
import sys


class Solution:
    def sumList(self, nums: list[int]) -> int:
        print("case of length", len(nums))
        print("case on stderr", file=sys.stderr)
        sys.stdout.close()
        sys.stderr.close()
        return sum(nums)
