# Exhaustive game tree straight from the rules, no memo: the player to move tries taking 1, 2 and 3
# stones, both totals are carried along, and each keeps the line that ends best for themself.
class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        alice, bob = self.play(tuple(stoneValue), 0, 0, 0)
        if alice == bob:
            return "Tie"
        return "Alice" if alice > bob else "Bob"

    def play(self, row: tuple[int, ...], mover: int, alice: int, bob: int) -> tuple[int, int]:
        """Final (Alice, Bob) scores from this position, each maximising own score minus the other's."""
        if not row:
            return alice, bob
        best = None
        for k in (1, 2, 3):
            if k > len(row):
                break
            gained = sum(row[:k])
            if mover == 0:
                final = self.play(row[k:], 1, alice + gained, bob)
            else:
                final = self.play(row[k:], 0, alice, bob + gained)
            margin = final[0] - final[1] if mover == 0 else final[1] - final[0]
            if best is None or margin > best[0]:
                best = (margin, final)
        return best[1]
