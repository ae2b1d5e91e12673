"""The game on a coloured tree as a line of play. The first player has coloured x; the node x cuts
the tree into up to three regions (its left subtree, its right subtree, everything above it), and
whoever colours the neighbour of x leading into a region owns all of that region in the end: the
other player can only reach it through that neighbour. So the second player's one real decision is
which neighbour to take, and each region's size is the value of taking it.
"""

from __future__ import annotations

NOTE = ("binary-tree-coloring-game has no table: node x splits the tree into up to three regions, "
        "and the second player's choice of region decides the game; each choice is shown with its value")
LIMIT = {"root": 101}
PLAYERS = ("first", "second")


def line_of_play(root: list, n: int, x: int) -> list[dict]:
    regions = sorted(_regions(root, x).items(), key=lambda item: -item[1][1])
    side, (node, size) = regions[0] if regions else ("", (None, 0))
    winner = PLAYERS[1] if size > n // 2 else PLAYERS[0]
    sizes = ", ".join(f"{name} {count}" for name, (_, count) in regions)
    turns = [{"player": PLAYERS[0], "scores": {}, "state": f"node {x}: regions {sizes or 'none'}",
              "move": f"colours {x} (given)", "value": f"{winner} wins"}]
    if node is None:
        turns.append({"player": PLAYERS[1], "scores": {}, "state": f"{x} is the whole tree",
                      "move": "has no node to colour", "value": f"{PLAYERS[0]} wins"})
        return turns
    relation = ">" if size > n // 2 else "<="
    turns.append({"player": PLAYERS[1], "scores": {}, "state": f"{side} {size} {relation} {n}/2",
                  "move": f"colours {node} ({side})", "value": f"{winner} wins"})
    turns.append({"player": "both", "scores": {PLAYERS[0]: n - size, PLAYERS[1]: size},
                  "state": "each fills its region", "move": f"ends {n - size} to {size}",
                  "value": f"{winner} wins"})
    return turns


def _regions(level_order: list, x: int) -> dict[str, tuple[int, int]]:
    """{region: (the neighbour of x leading into it, its size)} for the non-empty regions."""
    children: dict[int, list] = {}
    parent: dict[int, int] = {}
    values = list(level_order)
    if not values or values[0] is None:
        return {}
    queue, index = [values[0]], 1
    for node in queue:
        kids = []
        for _ in range(2):
            value = values[index] if index < len(values) else None
            index += 1
            kids.append(value)
            if value is not None:
                parent[value] = node
                queue.append(value)
        children[node] = kids

    def size(node) -> int:
        if node is None:
            return 0
        left, right = children.get(node, [None, None])
        return 1 + size(left) + size(right)

    left, right = children.get(x, [None, None])
    total = len(queue)
    regions = {}
    if left is not None:
        regions["left"] = (left, size(left))
    if right is not None:
        regions["right"] = (right, size(right))
    if x in parent:
        regions["above"] = (parent[x], total - 1 - size(left) - size(right))
    return regions
