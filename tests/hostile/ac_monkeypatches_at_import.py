# At import time: adds a builtin its cases use, breaks isinstance, len, type and repr for everyone
# who looks them up in builtins, replaces json.dumps and raises the recursion limit. Its cases keep
# its own changes; the judge's side of the child is not affected by any of them.
import builtins
import json
import sys

sys.setrecursionlimit(10**6)
builtins.add_up = lambda numbers: builtins.sum(numbers)
builtins.isinstance = lambda *args: False
builtins.len = lambda value: -1
builtins.type = lambda *args: int
builtins.repr = lambda value: "1"
json.dumps = lambda *args, **kwargs: "garbage"


class Solution:
    def sumList(self, nums: list[int]) -> int:
        assert builtins.len(nums) == -1  # its own change is still there in every case
        return add_up(nums)
