# Keeps adding 32 MiB blocks to a list until memory runs out: the MemoryError comes in its own loop.
# expect: MemoryError
class Solution:
    def sumList(self, nums: list[int]) -> int:
        hoard = []
        while True:
            hoard.append(bytes(32 * 1024 * 1024))
