# The "first/second" pair DP: for the current length, first[i] is the best total the player to move
# can collect from piles[i:i+length] and second[i] what the other player then collects. Taking the
# left pile turns the mover into the second player of piles[i+1:...], and the other way round.
# Bottom-up, O(n^2) time, O(n) space.
class Solution:
    def stoneGameDifference(self, piles: list[int]) -> int:
        n = len(piles)
        first = list(piles)
        second = [0] * n
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                take_left = piles[i] + second[i + 1]
                take_right = piles[j] + second[i]
                if take_left >= take_right:
                    first[i], second[i] = take_left, first[i + 1]
                else:
                    first[i], second[i] = take_right, first[i]
        return first[0] - second[0]
