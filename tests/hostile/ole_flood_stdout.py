# Prints megabytes per case until its writes fail: output past the limit is OLE.
# expect: output passed 64 KiB
class Solution:
    def sumList(self, nums: list[int]) -> int:
        line = "x" * (1 << 20)
        for _ in range(4096):
            print(line)
        return sum(nums)
