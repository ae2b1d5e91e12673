# Starts `sleep 1000` and waits for it: TLE, and the grandchild must be killed along with the child
# (the test checks the printed pid is gone).
# expect: wall-clock
import subprocess


class Solution:
    def sumList(self, nums: list[int]) -> int:
        child = subprocess.Popen(["sleep", "1000"])
        print("spawned pid", child.pid, flush=True)
        child.wait()
        return sum(nums)
