# Exhaustive game-tree search with explicit players: every sequence of moves is tried, the player to
# move keeps whichever end leaves them the larger final total. Exponential; small rows only.
def stoneGame(piles):
    def play(row, to_move, totals):
        """Final (alice, bob) totals from this position when both play as well as they can."""
        if not row:
            return totals
        best = None
        for taken, rest in ((row[0], row[1:]), (row[-1], row[:-1])):
            after = list(totals)
            after[to_move] += taken
            final = play(rest, 1 - to_move, tuple(after))
            if best is None or final[to_move] > best[to_move]:
                best = final
        return best

    alice, bob = play(tuple(piles), 0, (0, 0))
    return alice > bob
