# Writes bytes that are not JSON into every pipe it can: the judge reports it, without a traceback.
# expect: result pipe
import os
import stat


class Solution:
    def sumList(self, nums: list[int]) -> int:
        for fd in range(3, 64):
            try:
                if stat.S_ISFIFO(os.fstat(fd).st_mode):
                    os.write(fd, b"\xff\xfe not json {{{\n")
            except OSError:
                pass
        return sum(nums)
