# A UTF-8 byte order mark starts the file, as some editors on Windows write it: Python accepts it.
class Solution:
    def sumList(self, nums):
        return sum(nums)
