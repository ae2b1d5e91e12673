# Game-tree search from the rules over the state (stones left, stones the next move must take, who
# moves), listing the legal moves and asking whether the mover has one that wins, as for any game.
# Here each state has at most one legal move, so the tree is a path.
class Solution:
    def canAliceWin(self, n: int) -> bool:
        return self.winner(n, 10, "Alice") == "Alice"

    def winner(self, stones: int, required: int, mover: str) -> str:
        other = "Bob" if mover == "Alice" else "Alice"
        moves = [required] if 1 <= required <= stones else []
        outcomes = [self.winner(stones - take, take - 1, other) for take in moves]
        return mover if mover in outcomes else other
