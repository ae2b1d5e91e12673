"""Interval DP on the mover's best total: the whole interval's sum minus the other player's best after either end."""


class Solution:
    def maxCoins(self, pots):
        n = len(pots)
        prefix = [0]
        for p in pots:
            prefix.append(prefix[-1] + p)
        best = list(pots)  # best[i] for the current length, on pots[i:i + length]
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                total = prefix[i + length] - prefix[i]
                best[i] = total - min(best[i], best[i + 1])
        return best[0]
