# expect: output passed 64 KiB
# Writes 1 MiB in 32 KiB pieces, seeking back to the start before each one: the file would stay
# at 32 KiB, but what was printed is far over the limit of 64 KiB.
import os
import sys


class Solution:
    def sumList(self, nums):
        sys.stdout.flush()
        for _ in range(32):
            os.lseek(1, 0, os.SEEK_SET)
            os.write(1, b"y" * 32 * 1024)
        return sum(nums)
