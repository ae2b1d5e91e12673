# time-factor: 1 (CPU burnt by the clock: the same on every machine, so the limit is the spec's)
# The attack of issue 15: rebinds the harness's clocks where they used to be reachable (as module
# globals of `__main__`, where the bootstrap ran the harness) to a clock that stands still, then
# burns 580 ms of CPU under the 500 ms limit (under the 625 ms at which the runner kills a case).
# It was judged AC in 0.0 ms; the harness now runs in a namespace of its own, so the real time
# is measured: TLE.
# expect: over the 500 ms limit
import time

import __main__

STILL: list[float] = []


def frozen() -> float:  # a clock that stopped when the case began: the call seems to take no time
    return STILL[0]


class Solution:
    def sumList(self, nums: list[int]) -> int:
        STILL.append(time.process_time())
        for name in ("_process_time", "_perf_counter"):
            setattr(__main__, name, frozen)
        time.process_time = time.perf_counter = frozen  # the harness bound its own at start
        burn_until = time.thread_time() + 0.58
        while time.thread_time() < burn_until:
            pass
        return sum(nums)
