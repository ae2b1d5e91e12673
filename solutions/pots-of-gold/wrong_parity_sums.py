# Wrong: the larger of the even-indexed and the odd-indexed sums. With an even count A can always
# collect one of those sets, but that is only a lower bound; with an odd count it is not even that.
class Solution:
    def maxCoins(self, pots: list[int]) -> int:
        return max(sum(pots[0::2]), sum(pots[1::2]))
