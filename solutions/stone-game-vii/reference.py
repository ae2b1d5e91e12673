# Interval DP on the score difference with prefix sums: removing an end scores the sum of the rest.
# best[i] is, for the current length, how far the mover can get ahead on stones[i:i+length].
class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = [0]
        for stone in stones:
            prefix.append(prefix[-1] + stone)
        best = [0] * n
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                take_left = prefix[j + 1] - prefix[i + 1] - best[i + 1]
                take_right = prefix[j] - prefix[i] - best[i]
                best[i] = take_left if take_left > take_right else take_right
        return best[0]
