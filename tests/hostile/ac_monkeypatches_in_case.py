# Inside every case: rebinds builtins, the json module, os.write and the clocks, deletes modules,
# lowers the recursion limit and sets a timer. None of it may change how the case or the next one is
# judged, or what the judge reads back; builtins, modules, the limit and timers are back as they
# were when the next case starts (module attributes such as json.dumps stay the solution's business).
import builtins
import json
import os
import signal
import sys
import time

REAL = (builtins.len, builtins.isinstance, builtins.type, builtins.repr, builtins.print)


class Solution:
    def sumList(self, nums: list[int]) -> int:
        # Each case starts clean, whatever the case before it did (four cases run in one process).
        assert (builtins.len, builtins.isinstance, builtins.type, builtins.repr, builtins.print) == REAL
        assert not hasattr(builtins, "sneaky") and "collections" in sys.modules
        assert sys.getrecursionlimit() > 1000 and signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
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
