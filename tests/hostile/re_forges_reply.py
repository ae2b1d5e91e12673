# Burns 100 ms of CPU in the first case (hiding any time is tampering, whatever the limit), writes
# its own reply (the right answer, 0 ms) to the judge's result pipe and swaps that pipe for one of
# its own, so the harness's true replies never arrive; later cases get forged replies too. The
# runner's count of the child's CPU time (from the kernel, outside the child) does not add up with
# 0 ms: RE on that case, never AC.
# expect: the judge's channel was tampered with
import json
import os
import stat
import time

STATE: dict = {"case": 0, "pipe": None}


def result_pipe() -> int | None:
    for fd in range(3, 64):
        try:
            if stat.S_ISFIFO(os.fstat(fd).st_mode):
                os.write(fd, b"")  # the case pipe's read end refuses a write
                return fd
        except OSError:
            pass
    return None


class Solution:
    def sumList(self, nums: list[int]) -> int:
        STATE["case"] += 1
        if STATE["pipe"] is None:
            burn_until = time.thread_time() + 0.1
            while time.thread_time() < burn_until:
                pass
            fd = result_pipe()
            STATE["pipe"] = os.dup(fd)  # the judge's pipe, kept for the forged replies
            swallow = os.pipe()
            STATE["swallow"] = swallow
            os.dup2(swallow[1], fd)  # the harness's own replies go into a pipe no one reads
        reply = {"n": STATE["case"], "status": "ok", "v": sum(nums), "cpu_ms": 0, "wall_ms": 0,
                 "peak_kb": 1}
        os.write(STATE["pipe"], (json.dumps(reply) + "\n").encode())
        return sum(nums)
