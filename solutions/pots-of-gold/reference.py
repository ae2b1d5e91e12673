# A's coins follow from the score difference under optimal play: A = (total + diff) / 2, where
# diff[i] for the current length is how far the mover can get ahead on pots[i:i+length].
class Solution:
    def maxCoins(self, pots: list[int]) -> int:
        n = len(pots)
        diff = list(pots)
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                left = pots[i] - diff[i + 1]
                right = pots[j] - diff[i]
                diff[i] = left if left > right else right
        return (sum(pots) + diff[0]) // 2
