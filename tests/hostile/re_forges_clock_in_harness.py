# Finds the harness's namespace anyway (through the garbage collector, not as `__main__`) and
# stops its CPU clocks, then burns 100 ms of CPU in the first case (under the limit: hiding time is
# tampering whatever the limit). The harness reports 0 ms for every case; the runner compares that
# with the CPU time the kernel counted for the child and reports the tampering: RE, never AC.
# expect: the judge's channel was tampered with
import gc
import resource
import time

STILL: list = []


def frozen_clock() -> float:  # a clock that stopped at the first case
    return STILL[0]


def frozen_usage(*args):  # resource usage that stopped at the first case: CPU time, page faults
    return STILL[1]


class Solution:
    def sumList(self, nums: list[int]) -> int:
        if not STILL:
            STILL.extend((time.process_time(), resource.getrusage(resource.RUSAGE_SELF)))
            for namespace in gc.get_objects():
                if not isinstance(namespace, dict) or namespace is globals():
                    continue
                if "_process_time" in namespace:
                    namespace["_process_time"] = frozen_clock
                if "_getrusage" in namespace:
                    namespace["_getrusage"] = frozen_usage
            burn_until = time.thread_time() + 0.1
            while time.thread_time() < burn_until:
                pass
        return sum(nums)
