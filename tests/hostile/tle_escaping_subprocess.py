# Starts `sleep 1000` in a new session and process group of its own, then waits: killing the
# child's process group alone would leave it running. The test checks the printed pid is gone.
# expect: wall-clock
import os
import subprocess


def host_pids() -> list[str]:
    # its children's pids as the host names them (/proc/self/task/*/children): in the PID namespace
    # of the child's own, Popen's pid is the namespace's, which the test cannot look up
    return [pid for task in os.listdir("/proc/self/task")
            for pid in open(f"/proc/self/task/{task}/children").read().split()]


class Solution:
    def sumList(self, nums: list[int]) -> int:
        child = subprocess.Popen(["sleep", "1000"], start_new_session=True)
        print("spawned pid", host_pids()[0], flush=True)
        child.wait()
        return sum(nums)
