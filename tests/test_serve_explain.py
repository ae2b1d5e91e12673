"""`judge serve`'s explain is `judge explain --json`: the same object, for the reference alone and
with the saved solution compared (its wrong cell found); a bad input is one line, no traceback."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest
from conftest import run_judge
from serving import Served, start

# Right answer shape, wrong table: one cell of length-4 intervals is off by one, so the answer flips.
OFF_BY_ONE = (
    "class Solution:\n    def stoneGame(self, piles):\n        n = len(piles)\n"
    "        dp = [[0] * n for _ in range(n)]\n        for i in range(n):\n            dp[i][i] = piles[i]\n"
    "        for s in range(2, n + 1):\n            for i in range(n - s + 1):\n                j = i + s - 1\n"
    "                dp[i][j] = max(piles[i] - dp[i + 1][j], piles[j] - dp[i][j - 1]) - (2 if s == 4 else 0)\n"
    "        return dp[0][n - 1] > 0\n"
)
PILES = '{"piles": [5, 3, 4, 5]}'


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    root = tmp_path_factory.mktemp("serve-explain")
    server = start(root / "work", root / "home")
    try:
        yield server
    finally:
        server.stop()


def test_the_reference_alone_is_explain_json(served: Served) -> None:
    reply = served.post("/api/problems/stone-game/explain", {"input": {"piles": [5, 3, 4, 5]}})
    assert reply.status == 200, reply.body
    cli = run_judge("explain", "stone-game", "--input", PILES, "--json", home=served.home)
    assert cli.returncode == 0 and reply.json() == cli.json
    assert reply.json()["table"]["answer_cell"] == [0, 3]


def test_with_the_saved_file_its_wrong_cell_is_found_as_the_cli_finds_it(served: Served) -> None:
    assert served.post("/api/problems/stone-game/file", {"lang": "python", "text": OFF_BY_ONE}).status == 200
    reply = served.post("/api/problems/stone-game/explain", {"input": {"piles": [5, 3, 4, 5]}, "mine": True})
    assert reply.status == 200, reply.body
    mine = str(served.folder / "stone-game.py")
    cli = run_judge("explain", "stone-game", mine, "--input", PILES, "--json", home=served.home)
    assert cli.returncode == 1 and reply.json() == cli.json
    yours = reply.json()["yours"]
    assert yours["differs"] is True and yours["first_difference"]["cell"] == [0, 3]


@pytest.mark.parametrize("given", [[1, 2], "piles", {"piles": "x"}, {"nums": [1, 2]}])
def test_a_bad_input_is_one_line(served: Served, given: object) -> None:
    reply = served.post("/api/problems/stone-game/explain", {"input": given})
    assert reply.status == 400, reply.body
    message = reply.json()["error"]
    assert message and "\n" not in message and "Traceback" not in message


def test_a_game_by_clicks_says_what_judge_play_says(served: Served) -> None:
    """Moves l, l, r, r against best replies, as `judge play` is fed them on stdin: the same words."""
    started = served.post("/api/problems/stone-game/play", {"input": {"piles": [5, 3, 4, 5]}})
    assert started.status == 200, started.body
    view = started.json()
    assert [m["key"] for m in view["moves"]] == ["l", "r"] and all(m["leads_to"] for m in view["moves"])
    illegal = served.post(f"/api/problems/stone-game/play/{view['play']}", {"key": "x"}).json()
    assert illegal["illegal"].startswith("not a legal move: 'x'") and illegal["moves"] == view["moves"]
    keys = []
    while not view["over"]:
        key = view["moves"][0]["key"]
        keys.append(key)
        view = served.post(f"/api/problems/stone-game/play/{view['play']}", {"key": key}).json()
    environment = {"JUDGE_HOME": str(served.home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    cli = subprocess.run(
        [sys.executable, "-m", "judge", "play", "stone-game", "--input", PILES],
        input="\n".join(keys) + "\n", capture_output=True, text=True, env=environment, timeout=120, check=False,
    )  # fmt: skip
    assert cli.returncode == 0, cli.stderr
    said = cli.stdout
    for line in view["lines"]:
        for part in line.splitlines():
            assert part.strip() in said, part
    assert "game over" in view["lines"][-1] and "optimal play from the start" in view["lines"][-1]
    assert served.post("/api/problems/stone-game/play/nope", {"key": "l"}).status == 404
