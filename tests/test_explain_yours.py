"""`judge explain SLUG FILE`: your own table (a local dp, self.memo, a module-level dp) read back
from the sandboxed child and compared with the reference's in fill order; what the child sends is
checked before it is believed."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_judge, share_cache

from judge.sandbox import child
from judge.sandbox.replies import read_table

SEVEN = '{"stones": [5,3,1,4,2]}'

LOCAL_WRONG = """
class Solution:
    def stoneGameVII(self, stones):
        n = len(stones)
        dp = [[0] * n for _ in range(n)]
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                # wrong: scores the stone removed, not the stones left
                dp[i][j] = max(stones[i] - dp[i + 1][j], stones[j] - dp[i][j - 1])
        return dp[0][n - 1]
"""

SELF_MEMO = """
class Solution:
    def stoneGameVII(self, stones):
        p = [0]
        for s in stones:
            p.append(p[-1] + s)
        self.memo = {}

        def go(i, j):
            if i == j:
                return 0
            if (i, j) not in self.memo:
                self.memo[(i, j)] = max(p[j + 1] - p[i + 1] - go(i + 1, j), p[j] - p[i] - go(i, j - 1))
            return self.memo[(i, j)]
        return go(0, len(stones) - 1)
"""

MODULE_DP = """
dp = []
def stoneGameVII(stones):
    global dp
    n = len(stones)
    dp = [[0] * n for _ in range(n)]
    pre = [0]
    for s in stones:
        pre.append(pre[-1] + s)
    for i in range(n - 1, -1, -1):
        for j in range(i + 1, n):
            dp[i][j] = max(pre[j + 1] - pre[i + 1] - dp[i + 1][j], pre[j] - pre[i] - dp[i][j - 1])
    return dp[0][n - 1] + (1 if n == 5 else 0)  # the table is right, the answer read off it is not
"""

HOSTILE = """
class Solution:
    @property
    def __dict__(self):
        raise SystemExit(3)

    def stoneGameVII(self, stones):
        global dp
        dp = [[object()] * len(stones) for _ in stones]  # the right shape, but no plain data
        table = [[10 ** 40] * len(stones) for _ in stones]  # numbers too large to be a cell
        return 6
"""

NIM_BOOLS = """
class Solution:
    def canWinNim(self, n):
        dp = [False] * (n + 1)
        for k in range(1, n + 1):
            dp[k] = any(not dp[k - m] for m in (1, 2) if m <= k)  # wrong: forgets taking three
        return dp[n]
"""


@pytest.fixture
def home(home: Path, shared_cache: Path) -> Path:
    """conftest's fresh home with the run's shared cache: expected values are computed once a run."""
    return share_cache(home, shared_cache)


def solution(tmp_path: Path, text: str, name: str = "mine.py") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_the_first_differing_cell_of_your_local_dp_is_named(home: Path, tmp_path: Path) -> None:
    mine = solution(tmp_path, LOCAL_WRONG)
    done = run_judge("explain", "stone-game-vii", str(mine), "--input", SEVEN, "--json", home=home)
    assert done.returncode == 1, done.stderr
    yours = done.json["yours"]
    assert yours["table"] == {"name": "dp", "where": "local", "kind": "grid"}
    # fill order is by interval length: every interval of two agrees, [0, 2] is the first that does not
    assert yours["first_difference"] == {
        "cell": [0, 2],
        "row": "l=0 (5)",
        "col": "r=2 (1)",
        "expected": 3,
        "got": 2,
    }
    assert yours["compared"] == 15 and 0 < yours["differing"] < 15
    text = run_judge("explain", "stone-game-vii", str(mine), "--input", SEVEN, home=home).stdout
    assert "2≠3" in text  # marked in the table itself
    assert (
        "your table dp (a local variable of your method) first differs at cell [0, 2] "
        "(l=0 (5), r=2 (1)), the first in fill order: yours 2, the reference's 3"
    ) in text
    # right under the table, before the line of play
    assert text.index("first differs at cell") < text.index("Optimal line of play")


def test_a_memo_on_self_is_compared_on_the_cells_it_holds(home: Path, tmp_path: Path) -> None:
    mine = solution(tmp_path, SELF_MEMO)
    done = run_judge("explain", "stone-game-vii", str(mine), "--input", SEVEN, "--json", home=home)
    assert done.returncode == 0, done.stderr
    yours = done.json["yours"]
    assert yours["table"] == {"name": "memo", "where": "self", "kind": "memo"}
    assert yours["first_difference"] is None and yours["compared"] == 10  # the diagonal is not memoised
    text = run_judge("explain", "stone-game-vii", str(mine), "--input", SEVEN, home=home).stdout
    assert (
        "your table self.memo (an attribute of your Solution) agrees with the reference's in all 10" in text
    )


def test_a_right_module_level_table_points_past_the_table(home: Path, tmp_path: Path) -> None:
    mine = solution(tmp_path, MODULE_DP)
    done = run_judge("explain", "stone-game-vii", str(mine), "--input", SEVEN, "--json", home=home)
    assert done.returncode == 1 and done.json["yours"]["got"] == 7
    yours = done.json["yours"]
    assert yours["table"]["where"] == "module" and yours["first_difference"] is None


def test_a_win_array_of_booleans_is_read_as_w_and_l(home: Path, tmp_path: Path) -> None:
    mine = solution(tmp_path, NIM_BOOLS)
    done = run_judge("explain", "nim-game", str(mine), "--input", '{"n": 8}', "--json", home=home)
    first = done.json["yours"]["first_difference"]
    assert first == {"cell": [0, 3], "row": "dp", "col": "3", "expected": "W", "got": False}


def test_a_hostile_solution_gets_no_table_and_no_crash(home: Path, tmp_path: Path) -> None:
    mine = solution(tmp_path, HOSTILE)
    done = run_judge("explain", "stone-game-vii", str(mine), "--input", SEVEN, "--json", home=home)
    assert done.returncode == 0, done.stderr
    assert done.json["yours"]["got"] == 6 and "table" not in done.json["yours"]
    assert done.json["yours"]["table_note"].startswith("no table of the reference's shape")


def test_other_languages_say_tables_are_read_from_python_only(home: Path, tmp_path: Path) -> None:
    mine = solution(tmp_path, "var stoneGameVII = function(stones) { return 6; };\n", "mine.js")
    done = run_judge("explain", "stone-game-vii", str(mine), "--input", SEVEN, home=home)
    if "node" in done.stderr and done.returncode == 2:
        pytest.skip("no JavaScript runtime")
    assert done.returncode == 0, done.stderr
    assert "tables are read from Python solutions only" in done.stdout


@pytest.mark.parametrize(
    "sent",
    [
        None,
        [],
        "dp",
        {"name": "dp", "where": "local", "kind": "grid", "cells": [[1, 2], [3]]},  # a short row
        {"name": "dp", "where": "local", "kind": "grid", "cells": [[1, 2]]},  # too few rows
        {"name": "dp", "where": "disk", "kind": "grid", "cells": [[1, 2], [3, 4]]},
        {"name": "no such", "where": "local", "kind": "grid", "cells": [[1, 2], [3, 4]]},
        {"name": "dp", "where": "local", "kind": "grid", "cells": [[1, 2], [3, 10**30]]},
        {"name": "dp", "where": "local", "kind": "grid", "cells": [[1, 2], [3, [[4]]]]},
        {"name": "dp", "where": "local", "kind": "grid", "cells": [[1, 2], [3, "x" * 41]]},
        {"name": "dp", "where": "local", "kind": "grid", "cells": [[1, 2], [3, 4]], "extra": 1},
    ],
)
def test_the_parent_believes_only_a_table_of_the_shape_it_asked_for(sent: object) -> None:
    assert read_table(sent, (2, 2)) is None
    good = {"name": "dp", "where": "self", "kind": "memo", "cells": [[1, None], [True, [2, 3]]]}
    assert read_table(good, (2, 2)) == good


def test_the_child_takes_only_exact_plain_containers() -> None:
    class Sneaky(list):
        pass

    found = child.find_table([("local", {"dp": Sneaky([[1, 2], [3, 4]]), "f": [[1, 2], [3, 4]]})], [2, 2], [])
    assert found == {"name": "f", "where": "local", "kind": "grid", "cells": [[1, 2], [3, 4]]}
    given = [[1, 2], [3, 4]]
    assert child.find_table([("local", {"grid": given})], [2, 2], [given]) is None  # the input itself
    memo = {(0, 1): 5, (1, 1): 0}
    assert child.find_table([("self", {"memo": memo})], [2, 2], [])["cells"] == [[None, 5], [None, 0]]
    assert child.find_table([("self", {"memo": {(0, 2): 5}})], [2, 2], []) is None  # out of range
    assert child.find_table([("local", {"dp": given})], [200, 200], []) is None  # over the size cap
