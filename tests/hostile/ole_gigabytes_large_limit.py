# problem: tiny-sum-loud
# judge-memory-below-mb: 160
# Writes a gigabyte under a 128 MiB output limit: OLE, while the judge reads only the tail of it
# (the test checks the judge's own memory stays far below what was printed: under 160 MiB for the
# judge and everything it started, against 1 GiB printed; the harness alone holds ~100 MiB).
# expect: output passed 131072 KiB
import os


class Solution:
    def sumList(self, nums: list[int]) -> int:
        block = b"z" * (1 << 20)
        for _ in range(1024):
            try:
                os.write(1, block)
            except OSError:
                break
        return sum(nums)
