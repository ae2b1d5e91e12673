# Kills itself with SIGKILL: RE that says the judge did not send it (it is what an out-of-memory
# kill by the system looks like).
# expect: not sent by the judge
import os
import signal
import time


class Solution:
    def sumList(self, nums: list[int]) -> int:
        os.kill(os.getpid(), signal.SIGKILL)
        time.sleep(5)  # the signal goes to the whole process and may land a moment later
        return sum(nums)
