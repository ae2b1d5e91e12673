# Correct but exponential: minimax over the set of stones taken, memoised on a bitmask. Right for small
# n, hopeless for 10^5 stones.
class Solution:
    def stoneGameVI(self, aliceValues: list[int], bobValues: list[int]) -> int:
        n = len(aliceValues)
        full = (1 << n) - 1

        @cache
        def lead(taken: int) -> int:
            """How far the player to move gets ahead on the stones not in `taken`."""
            if taken == full:
                return 0
            alice_moves = taken.bit_count() % 2 == 0
            values = aliceValues if alice_moves else bobValues
            return max(values[i] - lead(taken | 1 << i) for i in range(n) if not taken >> i & 1)

        diff = lead(0)
        return (diff > 0) - (diff < 0)
