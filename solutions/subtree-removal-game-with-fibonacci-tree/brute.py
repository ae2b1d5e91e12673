# A game search from the rules, with no theory of tree games: a tree is its shape (the sorted tuple
# of its children's shapes, so mirror images are one state), a move deletes any node but the root
# with everything below it, and the player with only the root left loses. Exhaustive up to
# EXHAUSTIVE_UP_TO: order(7) is the first loss after n = 1 (83,257 shapes, some 10 s in Python, so
# the plain search stops at 6 and n = 7 is searched as a sum: each child of the root with the edge
# above it is a game of its own, worth the mex of its options' values (Sprague-Grundy), and the
# tree is worth their XOR; every option is still generated move by move).
#
# Past EXHAUSTIVE_UP_TO the trees are too large to search (order(100) has ~10^21 nodes), so the
# brute force answers by the colon principle over the tree's structure (order(n)'s children are
# order(n - 2) and order(n - 1)): another route than the reference's n % 6 rule.
import sys
from functools import cache

PLAIN_UP_TO = 6
EXHAUSTIVE_UP_TO = 7
sys.setrecursionlimit(10_000)


def order(n: int) -> tuple | None:
    shapes: list[tuple | None] = [None, ()]  # order(0) is no tree at all
    for k in range(2, n + 1):
        shapes.append(tuple(sorted(s for s in (shapes[k - 2], shapes[k - 1]) if s is not None)))
    return shapes[n]


def options(shape: tuple):
    """Every shape one move leaves: a child deleted whole, or a move made inside one child."""
    for i, child in enumerate(shape):
        if i and child == shape[i - 1]:
            continue  # the same move as on the equal child before it
        rest = shape[:i] + shape[i + 1:]
        yield rest
        for smaller in options(child):
            yield tuple(sorted(rest + (smaller,)))


@cache
def mover_wins(shape: tuple) -> bool:
    return any(not mover_wins(after) for after in options(shape))


@cache
def stalk(shape: tuple) -> int:
    """Sprague-Grundy value of an edge with `shape` hanging below it: cut the edge (nothing left,
    worth 0), or move inside the shape."""
    seen = {0} | {stalk(after) for after in options(shape)}
    value = 0
    while value in seen:
        value += 1
    return value


def colon(n: int, memo: dict[int, int]) -> int:
    if n not in memo:
        children = [k for k in (n - 2, n - 1) if k >= 1]
        value = 0
        for k in children:
            value ^= colon(k, memo) + 1
        memo[n] = value
    return memo[n]


class Solution:
    def findGameWinner(self, n: int) -> bool:
        tree = order(n)
        assert tree is not None
        if n <= PLAIN_UP_TO:
            return mover_wins(tree)
        if n <= EXHAUSTIVE_UP_TO:
            value = 0
            for child in tree:
                value ^= stalk(child)
            return value != 0
        return colon(n, {1: 0}) != 0
