# Inside every case: rebinds builtins, the json module, os.write and the clocks, deletes modules,
# lowers the recursion limit and sets a timer. None of it may change how the case or the next one is
# judged, or what the judge reads back.
import builtins
import json
import os
import signal
import sys
import time


class Solution:
    def sumList(self, nums: list[int]) -> int:
        total = sum(nums)
        builtins.isinstance = lambda *args: False
        builtins.len = lambda value: 0
        builtins.type = lambda *args: int
        builtins.repr = lambda value: "1"
        builtins.print = None
        builtins.sneaky = "added"
        json.dumps = lambda *args, **kwargs: '{"status": "ok", "v": 0}'
        os.write = lambda fd, data: len(data)
        time.perf_counter = time.process_time = lambda: 0.0
        for name in ("json", "collections", "functools", "os"):
            sys.modules.pop(name, None)
        sys.setrecursionlimit(60)
        signal.setitimer(signal.ITIMER_REAL, 0.2)  # SIGALRM would end the process in a later case
        return total
