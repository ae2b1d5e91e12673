# Misreads the parity argument: it says Alice can take all even-indexed piles OR all odd-indexed
# ones, whichever is larger; this returns whether the even-indexed ones happen to be larger.
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        return sum(piles[0::2]) > sum(piles[1::2])
