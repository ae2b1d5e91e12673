# Closes every pipe it holds, including the judge's: RE with a message, never a hang.
# expect: pipe
import os
import stat


class Solution:
    def sumList(self, nums: list[int]) -> int:
        for fd in range(3, 64):
            try:
                if stat.S_ISFIFO(os.fstat(fd).st_mode):
                    os.close(fd)
            except OSError:
                pass
        return sum(nums)
