# Starts `sleep 1000` in a new session and process group of its own, then waits: killing the
# child's process group alone would leave it running. The test checks the printed pid is gone.
# expect: wall-clock
import subprocess


class Solution:
    def sumList(self, nums: list[int]) -> int:
        child = subprocess.Popen(["sleep", "1000"], start_new_session=True)
        print("spawned pid", child.pid, flush=True)
        child.wait()
        return sum(nums)
