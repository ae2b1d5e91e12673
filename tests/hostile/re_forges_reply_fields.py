# Writes a reply numbered like the judge's first case but with fields of the wrong types into every
# pipe it can: the judge checks each field and reports it, instead of failing on a string where it
# expects a number.
# expect: with bad timings
import os
import stat

FORGED = b'{"n": 1, "status": "ok", "v": 6, "cpu_ms": "fast", "wall_ms": null, "peak_kb": []}\n'


class Solution:
    def sumList(self, nums: list[int]) -> int:
        for fd in range(3, 64):
            try:
                if stat.S_ISFIFO(os.fstat(fd).st_mode):
                    os.write(fd, FORGED)
            except OSError:
                pass
        return sum(nums)
