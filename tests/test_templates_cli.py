"""`judge new` writes the statement, examples and constraints as a comment in the
language's own syntax above the exact signature; the untouched template is judged (WA, never CE)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_judge, share_builds, tool_found

LANGUAGES = [  # --lang, extension, comment mark, signature line, tool (None: always there)
    ("python", ".py", "#", "    def stoneGameVII(self, stones: List[int]) -> int:", None),
    ("cpp", ".cpp", "//", "    int stoneGameVII(vector<int>& stones) {", "g++"),
    ("java", ".java", "//", "    public int stoneGameVII(int[] stones) {", "javac"),
    ("go", ".go", "//", "func stoneGameVII(stones []int) int {", "go"),
    ("js", ".js", "//", "var stoneGameVII = function(stones) {", "node"),
    ("ts", ".ts", "//", "function stoneGameVII(stones: number[]): number {", "typescript"),
]


@pytest.mark.parametrize(("lang", "ext", "mark", "signature", "tool"), LANGUAGES)
def test_template_carries_the_statement_and_is_judged_untouched(
    tmp_path: Path,
    home: Path,
    shared_builds: Path,
    lang: str,
    ext: str,
    mark: str,
    signature: str,
    tool: str | None,
) -> None:
    if tool is not None and not tool_found(tool):
        pytest.skip(f"{tool} is not installed")
    share_builds(home, shared_builds)
    made = run_judge("new", "stone-game-vii", "--lang", lang, home=home, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    text = (tmp_path / f"stone-game-vii{ext}").read_text()
    lines = text.splitlines()
    code_starts = next(i for i, line in enumerate(lines) if line and not line.startswith(mark))
    comment = lines[:code_starts]
    assert comment[-1] == "" and code_starts > 20, text
    assert all(line == mark or line.startswith(mark + " ") for line in comment[:-1]), text
    joined = "\n".join(comment)
    for fragment in (
        "Stone Game VII (LeetCode 1690, medium)",
        "https://leetcode.com/problems/stone-game-vii/",
        "Alice and Bob play with a row of stones",
        "Example 1:",
        "Input: stones = [5,3,1,4,2]",
        "Output: 6",
        "Constraints:",
        "2 <= len(stones) <= 1000",
        "1600 ms per case on the reference machine",
        f"judge submit stone-game-vii stone-game-vii{ext}",
    ):
        assert fragment in joined, fragment
    assert signature in text
    done = run_judge(
        "submit", "stone-game-vii", "--no-record", "--json", "--lang", lang, home=home, cwd=tmp_path
    )
    assert (done.returncode, done.json["verdict"], done.json["compile_error"]) == (1, "WA", None)
    assert done.json["failure"]["name"] == "example-1"
