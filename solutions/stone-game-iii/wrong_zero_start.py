# Wrong: the best option starts at 0 instead of minus infinity, as if a player could pass when every
# move loses; with negative stones the forced loss disappears.
class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        n = len(stoneValue)
        lead = [0] * (n + 3)
        for i in range(n - 1, -1, -1):
            best = 0
            taken = 0
            for k in range(1, 4):
                if i + k <= n:
                    taken += stoneValue[i + k - 1]
                    best = max(best, taken - lead[i + k])
            lead[i] = best
        if lead[0] > 0:
            return "Alice"
        return "Bob" if lead[0] < 0 else "Tie"
