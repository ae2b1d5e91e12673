# Right in every case; its first case starts a thread (not a daemon) that spins for good, beside
# and between the cases. Its CPU is the solution's: AC, or TLE if it pushes a case past the limit,
# with a note naming the thread and its CPU; never "tampered".
import threading

STARTED: list = []


def spin() -> None:
    while True:
        pass


class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        if not STARTED:
            STARTED.append(threading.Thread(target=spin, name="spinner"))
            STARTED[0].start()
        n = len(nums)
        dp = nums[:]
        for i in range(n - 2, -1, -1):
            for j in range(i + 1, n):
                dp[j] = max(nums[i] - dp[j], nums[j] - dp[j - 1])
        return dp[n - 1] >= 0
