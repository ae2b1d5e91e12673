# time-factor: 1 (CPU burnt by the clock: the same on every machine, so the limit is the spec's)
# expect: time limit of 500 ms
# Burns 0.7 s of CPU time at import in about 0.35 s of wall-clock time (two threads hashing, which
# releases the GIL), under tiny-sum's limit of 500 ms: the load's CPU time is over the limit, a CE,
# though it ends well before the wall-clock deadline of 1 s (on a machine so busy that it does not,
# the deadline makes it a CE too).
import hashlib
import threading
import time

DATA = b"z" * (4 << 20)


def burn():
    while time.process_time() < 0.7:
        hashlib.sha256(DATA).digest()


workers = [threading.Thread(target=burn) for _ in range(2)]
for worker in workers:
    worker.start()
for worker in workers:
    worker.join()


class Solution:
    def sumList(self, nums):
        return sum(nums)
