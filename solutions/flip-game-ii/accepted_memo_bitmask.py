# Accepted on LeetCode: the memoised game search with the '+' positions as bits of an int and
# @cache over the mask (the shape of doocs' Python). Exponential, but our tests keep the number of
# reachable positions near 150,000 or under (see the spec's notes). Must get AC.
class Solution:
    def canWin(self, currentState: str) -> bool:
        n = len(currentState)
        start = sum(1 << i for i, ch in enumerate(currentState) if ch == "+")

        @cache
        def mover_wins(mask: int) -> bool:
            for i in range(n - 1):
                if mask >> i & 3 == 3 and not mover_wins(mask ^ 3 << i):
                    return True
            return False

        return mover_wins(start)
