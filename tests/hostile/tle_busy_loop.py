# time-factor: 1 (it never ends: at the spec's own limit its cost is the same on any machine)
# Never returns: a CPU-bound loop, ended at the wall-clock deadline.
# expect: over the 500 ms limit
class Solution:
    def sumList(self, nums: list[int]) -> int:
        while True:
            pass
