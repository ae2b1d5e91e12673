"""Inputs for Cat and Mouse: random graphs of a few shapes (sparse trees with extra edges, paths
and cycles with chords, dense random graphs), and every small graph for exhaustive checks."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

MIN_NODES, MAX_NODES = 3, 50


def _graph(n: int, edges) -> list[list[int]]:
    graph: list[list[int]] = [[] for _ in range(n)]
    for a, b in edges:
        if a != b and b not in graph[a]:
            graph[a].append(b)
            graph[b].append(a)
    return graph


def _valid(graph: list[list[int]]) -> bool:
    return all(graph) and any(j != 0 for j in graph[2])


def _fix(graph: list[list[int]], rng: random.Random) -> list[list[int]]:
    """Gives every node a neighbour and the cat's node a neighbour other than the hole."""
    n = len(graph)
    extra = []
    for i in range(n):
        if not graph[i]:
            extra.append((i, rng.choice([j for j in range(n) if j != i])))
    if not any(j != 0 for j in graph[2]):
        extra.append((2, rng.choice([j for j in range(1, n) if j != 2])))
    edges = [(a, b) for a in range(n) for b in graph[a] if a < b] + extra
    return _graph(n, edges)


def generate(rng: random.Random, size: int | None) -> dict:
    n = rng.randint(MIN_NODES, MAX_NODES) if size is None else max(MIN_NODES, min(size, MAX_NODES))
    shape = rng.choice(("tree", "tree", "cycle", "dense", "sparse"))
    nodes = list(range(n))
    if shape == "tree":  # a random tree plus a few extra edges: long corridors, few cycles
        edges = [(i, rng.randrange(i)) for i in range(1, n)]
        edges += [tuple(rng.sample(nodes, 2)) for _ in range(rng.randint(0, max(1, n // 4)))]
    elif shape == "cycle":  # a shuffled cycle with chords
        order = nodes[:]
        rng.shuffle(order)
        edges = list(zip(order, order[1:] + order[:1]))
        edges += [tuple(rng.sample(nodes, 2)) for _ in range(rng.randint(0, n // 3))]
    else:
        p = rng.uniform(0.3, 0.9) if shape == "dense" else rng.uniform(0.02, 0.15)
        edges = [(a, b) for a, b in itertools.combinations(nodes, 2) if rng.random() < p]
    graph = _fix(_graph(n, edges), rng)
    for row in graph:
        rng.shuffle(row)  # the order of neighbours must not matter
    return {"graph": graph}


def small_inputs(size: int) -> Iterator[dict]:
    """Every valid graph on 3..size nodes (neighbours in increasing order), fewest nodes first."""
    for n in range(MIN_NODES, max(MIN_NODES, size) + 1):
        pairs = list(itertools.combinations(range(n), 2))
        for chosen in itertools.product((False, True), repeat=len(pairs)):
            graph = _graph(n, [pair for pair, keep in zip(pairs, chosen) if keep])
            if _valid(graph):
                yield {"graph": [sorted(row) for row in graph]}
