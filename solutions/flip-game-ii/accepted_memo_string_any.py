# Accepted on LeetCode: the memoised search over whole strings written as one any() over slices,
# with @cache on an inner function (so each case's memo is freed with it). The slowest accepted
# shape we timed that does not leak: the time limit must leave it room. Must get AC.
class Solution:
    def canWin(self, currentState: str) -> bool:
        @cache
        def mover_wins(s: str) -> bool:
            return any(s[i:i + 2] == "++" and not mover_wins(s[:i] + "--" + s[i + 2:])
                       for i in range(len(s) - 1))

        return mover_wins(currentState)
