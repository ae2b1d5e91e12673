# Starts `sleep 1000` the way a daemon starts: through a shell that puts it in a session of its own
# and exits at once, so the sleep loses its parent and leaves the child's session and process
# group. The child is a subreaper: the orphan becomes its child, not init's, and the judge kills it
# with the rest when judging ends. The test checks the printed pid is gone.
import subprocess


class Solution:
    def sumList(self, nums: list[int]) -> int:
        shell = subprocess.run(["sh", "-c", "setsid sleep 1000 >/dev/null 2>&1 & echo $!"],
                               capture_output=True, text=True, check=True)
        print("spawned pid", shell.stdout.strip(), flush=True)
        return sum(nums) + 1  # WA, so the judge shows the output with the pid
