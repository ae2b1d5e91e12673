# Right in every case. Its first case starts a thread that waits for the second case to return, then holds the
# interpreter's lock (a switch interval of 60 s) while it burns 8 s of CPU, then sleeps: the
# harness can only go on to the next case after it, so those 8 s fall between two cases, where no
# reply covers them. The thread that runs the calls did not use them: not tampering. They are the
# solution's time: the CPU watch ends the case at 1.25x its limit (the reply cannot come while the
# thread holds the lock), or the CPU ledger charges them to the case whose reply first counts them.
# TLE either way, on a machine up to 4x slower than the reference (a 4,000 ms limit, ended at 5 s).
import sys
import threading
import time

STARTED: list = []
SECOND = threading.Event()


def burn_then_sleep() -> None:
    SECOND.wait()  # the second case set it: the thread runs once that call has returned
    until = time.thread_time() + 8.0
    while time.thread_time() < until:
        pass
    threading.Event().wait()


class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        if not STARTED:
            sys.setswitchinterval(60.0)
            STARTED.append(threading.Thread(target=burn_then_sleep, name="burner"))
            STARTED[0].start()
        else:
            SECOND.set()
        n = len(nums)
        dp = nums[:]
        for i in range(n - 2, -1, -1):
            for j in range(i + 1, n):
                dp[j] = max(nums[i] - dp[j], nums[j] - dp[j - 1])
        return dp[n - 1] >= 0
