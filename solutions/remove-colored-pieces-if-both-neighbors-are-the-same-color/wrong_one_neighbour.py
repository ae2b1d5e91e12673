# Wrong: counts every adjacent same-colour pair ("AA" / "BB") as a move, as if one matching
# neighbour were enough. A piece needs both neighbours of its colour (and end pieces never go):
# on "BAA" Alice has no move at all.
class Solution:
    def winnerOfGame(self, colors: str) -> bool:
        alice = sum(1 for i in range(len(colors) - 1) if colors[i:i + 2] == "AA")
        bob = sum(1 for i in range(len(colors) - 1) if colors[i:i + 2] == "BB")
        return alice > bob
