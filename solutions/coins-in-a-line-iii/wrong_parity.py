# Wrong: the even-length trick (the first player can collect every even-indexed coin or every
# odd-indexed one) applied to every length, and as if it were the best play rather than a bound.
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        even = sum(values[0::2])
        odd = sum(values[1::2])
        return even != odd
