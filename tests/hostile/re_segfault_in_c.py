# A real segmentation fault in C code (reading address 0 through ctypes): RE naming SIGSEGV.
# expect: SIGSEGV
import ctypes


class Solution:
    def sumList(self, nums: list[int]) -> int:
        ctypes.string_at(0)
        return sum(nums)
