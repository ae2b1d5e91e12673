# Sleeps for days: uses no CPU, so only the wall-clock deadline can end it.
# expect: wall-clock
import time


class Solution:
    def sumList(self, nums: list[int]) -> int:
        time.sleep(10**6)
        return sum(nums)
