# Exhaustive game-tree search over the remaining row: each player tries both ends and keeps the one
# that leaves them the larger final total, and the moves of the best continuation are returned with
# it. Exponential; small rows only.
def optimalMoves(pots):
    def best_line(row):
        """(mover's final coins, other's final coins, moves) for the row with both playing well."""
        if not row:
            return 0, 0, []
        options = []
        for move, taken, rest in (("L", row[0], row[1:]), ("R", row[-1], row[:-1])):
            other_gets, mover_gets, later_moves = best_line(rest)
            options.append((mover_gets + taken, other_gets, [move] + later_moves))
        return max(options, key=lambda option: option[0])

    return best_line(tuple(pots))[2]
