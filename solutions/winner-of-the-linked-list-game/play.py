"""The game pair by pair: each pair's two values, the team that takes its point, and the running
score, then the result (for `judge explain` and counterexamples)."""

from __future__ import annotations

NOTE = "winner-of-the-linked-list-game has no table: each pair scores one point, shown in order"


def line_of_play(head: list[int]) -> list[dict]:
    scores = {"Even": 0, "Odd": 0}
    steps = []
    for k in range(0, len(head) - 1, 2):
        even, odd = head[k], head[k + 1]
        team = "Even" if even > odd else "Odd"
        scores[team] += 1
        bigger, smaller = max(even, odd), min(even, odd)
        steps.append({"player": team, "move": f"pair {k // 2 + 1}: nodes {k} and {k + 1} ({even}, {odd}): "
                      f"{bigger} > {smaller}", "scores": dict(scores)})
    even, odd = scores["Even"], scores["Odd"]
    result = "Tie" if even == odd else ("Even" if even > odd else "Odd")
    steps.append({"player": result if result != "Tie" else "both", "move": f"result: {result} ({even} to {odd})",
                  "scores": dict(scores)})
    return steps
