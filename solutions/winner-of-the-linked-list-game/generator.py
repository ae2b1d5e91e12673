"""Inputs for the linked list game: an even number of nodes, even values at even positions and odd
ones at odd positions. Uniform values make ties rare at large sizes and the pairs between the pairs
agree with the pairs more often than not, so a third of the lists are ties on purpose (each team
wins the same number of pairs, in shuffled order) and a third are built so that comparing every two
neighbours gives another answer than the pairs; the rest are uniform. `small_inputs` lists every
short list over a few values for the exhaustive cross-check."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

MAX_NODES, MAX_VALUE = 100, 100
SMALL_EVEN, SMALL_ODD = (2, 4), (1, 3, 5)


def _pair(rng: random.Random, even_wins: bool) -> list[int]:
    """An (even, odd) pair whose winner is the side asked for."""
    while True:
        even, odd = rng.randrange(2, MAX_VALUE + 1, 2), rng.randrange(1, MAX_VALUE, 2)
        if (even > odd) == even_wins:
            return [even, odd]


def _neighbour_trap(rng: random.Random, pairs: int) -> list[int]:
    """Pairs where a falling even-then-odd pair is followed by a larger even value: the neighbour
    (odd, next even) rises, so counting every two neighbours adds points to Odd the pairs never gave."""
    head: list[int] = []
    for _ in range(pairs):
        even = rng.randrange(4, MAX_VALUE + 1, 2)
        head += [even, rng.randrange(1, even, 2)]
    return head


def generate(rng: random.Random, size: int | None) -> dict:
    # `size` nodes when given (bench grows n by it; an odd size rounds down), else any even length
    pairs = rng.randint(1, MAX_NODES // 2) if size is None else max(1, min(size, MAX_NODES) // 2)
    mode = rng.random()
    if mode < 1 / 3 and pairs >= 2:
        pairs -= pairs % 2
        winners = [True] * (pairs // 2) + [False] * (pairs // 2)
        rng.shuffle(winners)
        return {"head": [v for even_wins in winners for v in _pair(rng, even_wins)]}
    if mode < 2 / 3:
        return {"head": _neighbour_trap(rng, pairs)}
    return {"head": [v for _ in range(pairs) for v in _pair(rng, rng.random() < 0.5)]}


def small_inputs(size: int) -> Iterator[dict]:
    """Every list of 2, 4, ... up to min(size, 8) nodes over the values 2, 4 (even positions) and
    1, 3, 5 (odd positions), shortest first: every order of wins and losses, and ties of values
    across pairs."""
    for length in range(2, min(max(size, 2), 8) + 1, 2):
        for head in itertools.product(*[SMALL_EVEN if i % 2 == 0 else SMALL_ODD for i in range(length)]):
            yield {"head": list(head)}
