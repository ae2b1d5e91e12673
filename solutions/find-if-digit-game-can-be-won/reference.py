# Alice's two choices split the numbers the same way: the one-digit ones (1..9) against the two-digit
# ones (10..99). She takes the larger side, so she wins unless the two sums are equal (a tie is not a
# win). One pass over a signed sum.
class Solution:
    def canAliceWin(self, nums: list[int]) -> bool:
        return sum(v if v < 10 else -v for v in nums) != 0
