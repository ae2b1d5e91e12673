# The whole game, searched: for every choice of y, play out every sequence of colourings with
# minimax (red moves first; a player with no uncoloured node next to its own colour passes; the
# game ends when neither can move) and see whether blue finishes with more nodes. Exponential.
from functools import cache


def btreeGameWinningMove(root, n, x):
    neighbours = {}
    stack = [(root, None)]
    while stack:
        node, parent = stack.pop()
        if node is None:
            continue
        neighbours[node.val] = [child.val for child in (node.left, node.right) if child]
        if parent is not None:
            neighbours[node.val].append(parent.val)
        stack.extend(((node.left, node), (node.right, node)))
    everyone = frozenset(neighbours)

    def options(own, taken):
        return {v for u in own for v in neighbours[u] if v not in taken}

    @cache
    def blue_wins(red, blue, red_to_move):
        taken = red | blue
        if taken == everyone or (not options(red, taken) and not options(blue, taken)):
            return len(blue) > len(red)
        mine = options(red if red_to_move else blue, taken)
        if not mine:  # pass
            return blue_wins(red, blue, not red_to_move)
        if red_to_move:
            return all(blue_wins(red | {v}, blue, False) for v in mine)
        return any(blue_wins(red, blue | {v}, True) for v in mine)

    return any(blue_wins(frozenset([x]), frozenset([y]), True) for y in everyone if y != x)
