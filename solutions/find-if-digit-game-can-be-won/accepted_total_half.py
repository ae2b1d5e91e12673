"""Compares the one-digit sum with the whole: Alice wins unless it is exactly half of the total."""


class Solution:
    def canAliceWin(self, nums: List[int]) -> bool:
        total = 0
        single = 0
        for x in nums:
            total += x
            if x <= 9:
                single += x
        return single * 2 != total
