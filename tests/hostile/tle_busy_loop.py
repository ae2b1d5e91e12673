# Never returns: a CPU-bound loop, ended at the wall-clock deadline.
# expect: over the limit of 500 ms
class Solution:
    def sumList(self, nums: list[int]) -> int:
        while True:
            pass
