"""Each run of one color of length L gives its owner L - 2 moves (if positive); Alice needs strictly more."""


class Solution:
    def winnerOfGame(self, colors: str) -> bool:
        moves = {"A": 0, "B": 0}
        for color, run in groupby(colors):
            moves[color] += max(0, len(list(run)) - 2)
        return moves["A"] > moves["B"]
