# Never returns: a CPU-bound loop, ended at the wall-clock deadline.
# expect: over the 500 ms limit
class Solution:
    def sumList(self, nums: list[int]) -> int:
        while True:
            pass
