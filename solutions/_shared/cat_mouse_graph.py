"""The rule of Cat and Mouse's graphs that the spec's generic constraints cannot say (an undirected
graph with a neighbour for every node, the cat's node one besides the hole), shared by the value
problem and its played variant.

validate(args) -> the rules the input breaks (empty when it keeps them); repair(args) -> a graph
that keeps them, built from a random one, so that stress's random inputs do (and shrink)."""

from __future__ import annotations

MIN_NODES, MAX_NODES = 3, 50
RULE = (
    "graph: an undirected graph as adjacency lists: no self-loops or repeats, graph[i][j] < "
    "len(graph), every node has a neighbour, graph[2] has one other than 0 does not hold"
)


def _is_graph(graph: list) -> bool:
    n = len(graph)
    if n < MIN_NODES or not all(0 <= j < n for row in graph for j in row):
        return False
    for i, row in enumerate(graph):
        if not row or i in row or len(set(row)) != len(row) or any(i not in graph[j] for j in row):
            return False
    return any(j != 0 for j in graph[2])


def validate(args: dict) -> list[str]:
    return [] if _is_graph(args["graph"]) else [RULE]


def repair(args: dict) -> dict:
    value = args["graph"]
    n = min(max(len(value), MIN_NODES), MAX_NODES)
    graph: list[list[int]] = [[] for _ in range(n)]

    def link(i: int, j: int) -> None:
        if i != j and j not in graph[i]:
            graph[i].append(j)
            graph[j].append(i)

    for i, row in enumerate(value[:n]):
        for j in row:
            link(i, j % n)
    for i in range(n):
        if not graph[i]:
            link(i, (i + 1) % n)
    if not any(j != 0 for j in graph[2]):
        link(2, 1)
    return {**args, "graph": graph}
