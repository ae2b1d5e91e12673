# Stops the harness's CPU clocks (as re_forges_clock_in_harness does), then does its first case's
# work on a thread of its own, 8 s of CPU, while the call waits for it. The thread that runs the
# calls only waits, so its own count does not say the replies were forged: no "tampered". The CPU
# went to the solution's thread, and that is the solution's time: the CPU watch ends the case at
# 1.25x the limit, naming the thread. A frozen clock cannot hide work done on another thread.
# expect: over the 500 ms limit
# expect: a thread of yours ('worker')
import gc
import resource
import threading
import time

STILL: list = []


def frozen_clock() -> float:
    return STILL[0]


def frozen_usage(*args):
    return STILL[1]


def work() -> None:
    until = time.thread_time() + 8.0
    while time.thread_time() < until:
        pass


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
            worker = threading.Thread(target=work, name="worker")
            worker.start()
            worker.join()
        return sum(nums)
