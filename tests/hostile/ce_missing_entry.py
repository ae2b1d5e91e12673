# Defines the wrong method name: CE that says which names were looked for.
# expect: no entry found: define class Solution with a method sumList or sum_list
class Solution:
    def sum_of_list(self, nums: list[int]) -> int:
        return sum(nums)
