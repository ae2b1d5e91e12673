# Starts `sleep 1000` the way a daemon starts: through a shell that puts it in a session of its own
# and exits at once, so the sleep loses its parent and leaves the child's session and process
# group. The child is a subreaper: the orphan becomes its child, not init's, and the judge kills it
# with the rest when judging ends. The test checks the printed pid is gone.
import os
import subprocess


def host_pids() -> list[str]:
    # its children's pids as the host names them (/proc/self/task/*/children): in the PID namespace
    # of the child's own, Popen's pid is the namespace's, which the test cannot look up
    return [pid for task in os.listdir("/proc/self/task")
            for pid in open(f"/proc/self/task/{task}/children").read().split()]


class Solution:
    def sumList(self, nums: list[int]) -> int:
        subprocess.run(["sh", "-c", "setsid sleep 1000 >/dev/null 2>&1 & echo $!"],
                               capture_output=True, text=True, check=True)
        print("spawned pid", host_pids()[0], flush=True)
        return sum(nums) + 1  # WA, so the judge shows the output with the pid
