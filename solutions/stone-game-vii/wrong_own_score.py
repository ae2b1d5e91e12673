# Wrong: each player maximises their own points, ignoring the other's. The game is not constant-sum,
# so this is not the same as Alice maximising and Bob minimising the difference.
class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = [0]
        for stone in stones:
            prefix.append(prefix[-1] + stone)
        # mine[i], theirs[i]: the mover's and the other's points on stones[i:i+length]
        mine = [0] * n
        theirs = [0] * n
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                left = (prefix[j + 1] - prefix[i + 1] + theirs[i + 1], mine[i + 1])
                right = (prefix[j] - prefix[i] + theirs[i], mine[i])
                mine[i], theirs[i] = left if left[0] >= right[0] else right
        return mine[0] - theirs[0]
