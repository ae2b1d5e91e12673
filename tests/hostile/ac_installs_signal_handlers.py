# Installs signal handlers at import and inside a case, as solutions may on LeetCode (where all of
# a solution runs on the main thread): both work here too, and the handler really runs.
import os
import signal

caught = []
signal.signal(signal.SIGUSR1, lambda number, frame: caught.append(number))


class Solution:
    def sumList(self, nums: list[int]) -> int:
        previous = signal.signal(signal.SIGUSR2, signal.SIG_IGN)
        signal.signal(signal.SIGUSR2, previous)
        os.kill(os.getpid(), signal.SIGUSR1)
        for _ in range(200):  # the handler runs on the main thread, soon
            if caught:
                break
            os.sched_yield()
            __import__("time").sleep(0.001)
        assert caught, "the handler did not run"
        return sum(nums)
