# LeetCode calls by position: a parameter renamed from the signature's `nums` still gets the list.
class Solution:
    def sumList(self, values: list[int]) -> int:
        return sum(values)
