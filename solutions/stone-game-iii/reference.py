# Suffix DP on the score difference: lead[i] is how far the player to move can finish ahead of the
# other on stoneValue[i:]. lead[i] = max over k = 1..3 of (sum of the k taken) - lead[i + k]. O(n).
class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        n = len(stoneValue)
        lead = [0] * (n + 3)
        for i in range(n - 1, -1, -1):
            taken = 0
            best = None
            for k in range(1, 4):
                if i + k > n:
                    break
                taken += stoneValue[i + k - 1]
                option = taken - lead[i + k]
                if best is None or option > best:
                    best = option
            lead[i] = best
        if lead[0] > 0:
            return "Alice"
        return "Bob" if lead[0] < 0 else "Tie"
