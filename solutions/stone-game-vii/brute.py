# Exhaustive game tree, no memo: play out every sequence of removals, tracking both players' points;
# Alice picks the removal that ends with the largest Alice - Bob, Bob the smallest. About 2^n leaves.
class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        alice, bob = self.points(tuple(stones), True)
        return alice - bob

    def points(self, row: tuple[int, ...], alice_moves: bool) -> tuple[int, int]:
        """Final (Alice's, Bob's) points earned from here on, with `row` left."""
        if not row:
            return (0, 0)
        outcomes = []
        for rest in (row[1:], row[:-1]):
            alice, bob = self.points(rest, not alice_moves)
            if alice_moves:
                alice += sum(rest)
            else:
                bob += sum(rest)
            outcomes.append((alice, bob))
        pick = max if alice_moves else min
        return pick(outcomes, key=lambda pair: pair[0] - pair[1])
