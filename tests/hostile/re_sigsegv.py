# Kills itself with SIGSEGV: RE naming the signal.
# expect: SIGSEGV
import os
import signal
import time


class Solution:
    def sumList(self, nums: list[int]) -> int:
        os.kill(os.getpid(), signal.SIGSEGV)
        time.sleep(5)  # the signal goes to the whole process and may land a moment later
        return sum(nums)
