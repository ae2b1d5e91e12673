# Looks for the expected answers and the reference solver where the issue says they must not be:
# its memory, its working folder, its environment and its command line. The bank's hidden test
# `marker` expects a number no input contains; if this solution finds that number (or a word that
# points at the problem files), it answers wrongly and the judge gives WA instead of AC.
import gc
import os
import sys
from pathlib import Path

SECRET_WORDS = ("reference", ".yaml", "problems", "JUDGE_", "tiny-sum")


def leaked() -> str:
    marker = int("987654") * 1000 + 321  # built at run time, so this file holds no copy of it
    marker_text = str(marker)
    for obj in gc.get_objects():
        if isinstance(obj, dict):
            values = list(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            values = list(obj)
        else:
            continue
        for value in values:
            if (type(value) is int and value == marker) or (type(value) is str and marker_text in value):
                return "the expected answer is in the child's memory"
    if os.listdir("."):
        return f"the working folder is not empty: {os.listdir('.')}"
    for text in [*os.environ.keys(), *os.environ.values(), *sys.argv,
                 Path("/proc/self/cmdline").read_bytes().decode(errors="replace")]:
        for word in SECRET_WORDS:
            if word in text:
                return f"{word!r} appears in {text[:80]!r}"
    return ""


class Solution:
    def sumList(self, nums: list[int]) -> int:
        found = leaked()
        if found:
            print("LEAK:", found)
            return -1
        return sum(nums)
