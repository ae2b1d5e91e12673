# The parity trick of LeetCode 877 turned into an answer: assumes the first player does exactly as
# well as taking every even-indexed or every odd-indexed pile. That is only a lower bound for even
# lengths (e.g. [5, 3, 7, 10]) and not even available for odd lengths.
class Solution:
    def stoneGameDifference(self, piles: list[int]) -> int:
        even = sum(piles[0::2])
        odd = sum(piles[1::2])
        return abs(even - odd)
