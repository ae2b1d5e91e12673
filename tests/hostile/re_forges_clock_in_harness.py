# Finds the harness's namespace anyway (through the garbage collector, not as `__main__`) and
# stops its CPU clock, then burns 100 ms of CPU in the first case (under the limit: hiding time is
# tampering whatever the limit). The harness reports 0 ms for every case; the runner compares that
# with the CPU time the kernel counted for the child and reports the tampering: RE, never AC.
# expect: the judge's channel was tampered with
import gc
import time

STILL: list[float] = []


def frozen() -> float:  # a clock that stopped at the first case
    return STILL[0]


class Solution:
    def sumList(self, nums: list[int]) -> int:
        if not STILL:
            STILL.append(time.process_time())
            for namespace in gc.get_objects():
                if isinstance(namespace, dict) and "_process_time" in namespace and namespace is not globals():
                    namespace["_process_time"] = frozen
            burn_until = time.thread_time() + 0.1
            while time.thread_time() < burn_until:
                pass
        return sum(nums)
