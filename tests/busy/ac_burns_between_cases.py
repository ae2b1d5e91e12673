# Right in every case. Its first case starts a thread that waits for the second case to return, then holds the
# interpreter's lock (a switch interval of 60 s) while it burns 0.3 s of CPU, then sleeps: those
# 0.3 s fall outside every call (before its reply or after it), where no reply covers them. The
# thread that runs the calls did not use them: not tampering. What is past the CPU ledger's slack
# (40 ms at the reference machine's speed) is charged to the case whose reply first counts it,
# which stays under predict-the-winner's 1,000 ms limit: AC, the case's note saying so.
import sys
import threading
import time

STARTED: list = []
SECOND = threading.Event()


def burn_then_sleep() -> None:
    SECOND.wait()  # the second case set it: the thread runs once that call has returned
    until = time.thread_time() + 0.3
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
