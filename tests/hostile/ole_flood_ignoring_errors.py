# Writes gigabytes to fd 1, ignoring every failed write, then returns the right answer: still OLE.
# expect: output passed 64 KiB
import os


class Solution:
    def sumList(self, nums: list[int]) -> int:
        block = b"y" * (1 << 20)
        for _ in range(2048):
            try:
                os.write(1, block)
            except OSError:
                pass
        return sum(nums)
