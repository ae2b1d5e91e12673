# Writes a well-formed but forged "accepted" reply into every pipe it can, then returns a wrong
# answer: the judge notices the reply is not the one to its case and never raises.
# expect: result pipe
import os
import stat

FORGED = b'{"n": 999, "status": "ok", "v": 6, "cpu_ms": 0, "wall_ms": 0, "peak_kb": 0}\n'


class Solution:
    def sumList(self, nums: list[int]) -> int:
        for fd in range(3, 64):
            try:
                if stat.S_ISFIFO(os.fstat(fd).st_mode):
                    os.write(fd, FORGED)
            except OSError:
                pass
        return -1
