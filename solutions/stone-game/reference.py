# Interval DP on the score difference: lead[i] is, for the current length, how far the player to
# move can finish ahead of the other on piles[i:i+length]. Alice wins when her lead on the whole
# row is positive. (With an even number of piles she always does, but the DP does not rely on that.)
# Bottom-up, O(n^2) time, O(n) space.
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        n = len(piles)
        lead = list(piles)
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                take_left = piles[i] - lead[i + 1]
                take_right = piles[j] - lead[i]
                lead[i] = take_left if take_left > take_right else take_right
        return lead[0] > 0
