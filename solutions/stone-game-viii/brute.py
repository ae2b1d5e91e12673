# Exhaustive game tree straight from the rules, no memo: the row is rebuilt after every move (the x
# leftmost stones replaced by one stone worth their sum), and the player to move tries every x > 1,
# Alice keeping the largest Alice - Bob and Bob the smallest.
class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        return self.play(tuple(stones), True)

    def play(self, row: tuple[int, ...], alice_moves: bool) -> int:
        """Alice's score minus Bob's from here on."""
        if len(row) == 1:
            return 0
        outcomes = []
        for x in range(2, len(row) + 1):
            gained = sum(row[:x])
            rest = self.play((gained,) + row[x:], not alice_moves)
            outcomes.append(rest + gained if alice_moves else rest - gained)
        return max(outcomes) if alice_moves else min(outcomes)
