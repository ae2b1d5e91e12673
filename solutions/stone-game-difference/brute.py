# Exhaustive game-tree search: every sequence of moves is played out, with both totals carried
# along. The mover picks the end that leaves them the larger final total. Exponential: small rows.
def stoneGameDifference(piles):
    def finish(row, mover_total, other_total):
        """Final (mover_total, other_total) when the mover faces `row` and both play well."""
        if not row:
            return mover_total, other_total
        outcomes = []
        for taken, rest in ((row[0], row[1:]), (row[-1], row[:-1])):
            # after this move the other player is to move
            other_final, mover_final = finish(rest, other_total, mover_total + taken)
            outcomes.append((mover_final, other_final))
        return max(outcomes)

    alice, bob = finish(tuple(piles), 0, 0)
    return alice - bob
