# Allocates 8 GB in one go.
# expect: MemoryError
class Solution:
    def sumList(self, nums: list[int]) -> int:
        block = bytearray(8 * 1024**3)
        return sum(nums) + len(block)
