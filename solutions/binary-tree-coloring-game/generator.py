"""Inputs for Binary Tree Coloring Game: random binary trees with an odd number of nodes, values
1..n in a random order, and a random x; chains and complete trees among them; and every small tree
shape for exhaustive checks. Trees are written in level order with null for a missing child."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

MAX_NODES = 99  # the largest odd n allowed (n <= 100)


def level_order(n: int, slots: list[int], values: list[int]) -> list:
    """The tree built by adding nodes 1..n-1 one by one, node i into free child slot slots[i-1]
    (counted over the free slots in order), node k holding values[k]; as a level-order list."""
    children: list[list[int | None]] = [[None, None]]
    free = [(0, 0), (0, 1)]
    for pick in slots:
        parent, side = free.pop(pick % len(free))
        children[parent][side] = len(children)
        free += [(len(children), 0), (len(children), 1)]
        children.append([None, None])
    out: list = []
    queue: list[int | None] = [0]
    for node in queue:
        if node is None:
            out.append(None)
            continue
        out.append(values[node])
        queue += children[node]
    while out and out[-1] is None:
        out.pop()
    return out


def generate(rng: random.Random, size: int | None) -> dict:
    n = rng.randint(1, MAX_NODES) if size is None else max(1, min(size, MAX_NODES))
    n -= 1 - n % 2  # odd
    shape = rng.choice(("random", "random", "random", "chain", "zigzag", "complete"))
    if shape == "chain":  # each new node the last node's left (or right) child: a path
        side = rng.randint(0, 1)
        slots = [i - 1 + side for i in range(1, n)]
    elif shape == "zigzag":  # left, right, left, ...
        slots = [i - 1 + i % 2 for i in range(1, n)]
    elif shape == "complete":
        slots = [0] * (n - 1)  # always the first free slot: fills level by level
    else:
        slots = [rng.randrange(i + 1) for i in range(1, n)]
    values = list(range(1, n + 1))
    if rng.random() < 0.8:
        rng.shuffle(values)
    root = level_order(n, slots, values)
    # x at a centroid (no part around it holds more than half) makes the answer false, which the
    # random x alone would rarely give
    x = rng.choice(_centroids(root)) if rng.random() < 0.4 else rng.randint(1, n)
    return {"root": root, "n": n, "x": x}


def _centroids(tree: list) -> list[int]:
    """The values whose removal leaves no part of more than half the nodes."""
    n = sum(v is not None for v in tree)
    kids: dict[int, list[int]] = {}
    queue = [v for v in tree if v is not None]
    slot = iter(tree[1:])
    for value in queue:
        kids[value] = [c for c in (next(slot, None), next(slot, None)) if c is not None]
    size: dict[int, int] = {}
    for value in reversed(queue):  # children come after their parent in level order
        size[value] = 1 + sum(size[c] for c in kids[value])
    return [v for v in queue
            if max([size[c] for c in kids[v]] + [n - size[v]]) <= n // 2]


def small_inputs(size: int) -> Iterator[dict]:
    """Every tree shape with an odd number of nodes up to `size`, values 1..n in level order,
    and every x."""
    for n in range(1, max(1, size) + 1, 2):
        shapes = {tuple(level_order(n, list(slots), [1] * n))
                  for slots in itertools.product(*(range(i + 1) for i in range(1, n)))}
        for shape in sorted(shapes, key=lambda shape: (len(shape), [v is None for v in shape])):
            numbered, value = [], 1
            for cell in shape:
                numbered.append(None if cell is None else value)
                value += cell is not None
            for x in range(1, n + 1):
                yield {"root": numbered, "n": n, "x": x}
