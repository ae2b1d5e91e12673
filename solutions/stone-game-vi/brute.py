# Exhaustive game tree straight from the rules, memoised on the set of stones taken (the scores so far
# do not change what is best from here): the player to move tries every remaining stone and keeps the
# one that ends with the best Alice - Bob for themself. O(2^n * n); small n only.
class Solution:
    def stoneGameVI(self, aliceValues: list[int], bobValues: list[int]) -> int:
        n = len(aliceValues)
        memo: dict[int, int] = {}

        def diff(taken: int) -> int:
            """Alice's points minus Bob's from the stones not in `taken`."""
            if taken == (1 << n) - 1:
                return 0
            if taken not in memo:
                alice_moves = taken.bit_count() % 2 == 0
                outcomes = []
                for i in range(n):
                    if not taken >> i & 1:
                        rest = diff(taken | 1 << i)
                        outcomes.append(rest + aliceValues[i] if alice_moves else rest - bobValues[i])
                memo[taken] = max(outcomes) if alice_moves else min(outcomes)
            return memo[taken]

        final = diff(0)
        return 1 if final > 0 else -1 if final < 0 else 0
