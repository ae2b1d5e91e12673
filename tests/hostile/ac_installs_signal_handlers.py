# Installs signal handlers at import and inside a case, as solutions may on LeetCode (where all of
# a solution runs on the main thread): both work here too, and the handler really runs.
import os
import signal
import threading

caught = threading.Event()
signal.signal(signal.SIGUSR1, lambda number, frame: caught.set())


class Solution:
    def sumList(self, nums: list[int]) -> int:
        previous = signal.signal(signal.SIGUSR2, signal.SIG_IGN)
        signal.signal(signal.SIGUSR2, previous)
        os.kill(os.getpid(), signal.SIGUSR1)
        # The handler runs on the main thread once it gets the GIL: waited for as an event, not for
        # a fixed number of polls, so a loaded machine only makes it later (the case's own wall
        # deadline is the bound, and a handler that never runs fails the assertion).
        assert caught.wait(30), "the handler did not run"
        return sum(nums)
