"""A spec's `return_bits: 64` reaches the typed languages: `judge new` writes LeetCode's `long`,
`long long`, `int64` and `i64` for 3021 and 2017, and those templates, filled in with the reference's
approach, are AC on tests whose answers pass 32 bits. A width the spec cannot have is exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_judge, share_builds, share_cache, tool_found

# --lang, extension, tool, the signature line `judge new` writes, the placeholder line, the body
FLOWER = [
    (
        "java",
        ".java",
        "javac",
        "    public long flowerGame(int n, int m) {",
        "        return 0;",
        "        return (long) n * m / 2;",
    ),
    (
        "cpp",
        ".cpp",
        "g++",
        "    long long flowerGame(int n, int m) {",
        "        return {};",
        "        return (long long) n * m / 2;",
    ),
    (
        "go",
        ".go",
        "go",
        "func flowerGame(n int, m int) int64 {",
        "    return 0",
        "    return int64(n) * int64(m) / 2",
    ),
    (
        "rust",
        ".rs",
        "rust",
        "    pub fn flower_game(n: i32, m: i32) -> i64 {",
        "        0 //",
        "        n as i64 * m as i64 / 2",
    ),
]
GRID = [
    (
        "java",
        ".java",
        "javac",
        "    public long gridGame(int[][] grid) {",
        "        return 0;",
        "        long top = 0, bottom = 0, best = Long.MAX_VALUE;\n"
        "        for (int v : grid[0]) top += v;\n"
        "        for (int c = 0; c < grid[0].length; c++) {\n"
        "            top -= grid[0][c];\n"
        "            best = Math.min(best, Math.max(top, bottom));\n"
        "            bottom += grid[1][c];\n"
        "        }\n"
        "        return best;",
    ),
    (
        "cpp",
        ".cpp",
        "g++",
        "    long long gridGame(vector<vector<int>>& grid) {",
        "        return {};",
        "        long long top = accumulate(grid[0].begin(), grid[0].end(), 0LL), bottom = 0, best = LLONG_MAX;\n"
        "        for (size_t c = 0; c < grid[0].size(); c++) {\n"
        "            top -= grid[0][c];\n"
        "            best = min(best, max(top, bottom));\n"
        "            bottom += grid[1][c];\n"
        "        }\n"
        "        return best;",
    ),
    (
        "go",
        ".go",
        "go",
        "func gridGame(grid [][]int) int64 {",
        "    return 0",
        "    var top, bottom int64\n"
        "    for _, v := range grid[0] {\n"
        "        top += int64(v)\n"
        "    }\n"
        "    best := int64(1) << 62\n"
        "    for c := range grid[0] {\n"
        "        top -= int64(grid[0][c])\n"
        "        worst := top\n"
        "        if bottom > worst {\n"
        "            worst = bottom\n"
        "        }\n"
        "        if worst < best {\n"
        "            best = worst\n"
        "        }\n"
        "        bottom += int64(grid[1][c])\n"
        "    }\n"
        "    return best",
    ),
    (
        "rust",
        ".rs",
        "rust",
        "    pub fn grid_game(grid: Vec<Vec<i32>>) -> i64 {",
        "        0 //",
        "        let (mut top, mut bottom): (i64, i64) = (grid[0].iter().map(|&v| v as i64).sum(), 0);\n"
        "        let mut best = i64::MAX;\n"
        "        for c in 0..grid[0].len() {\n"
        "            top -= grid[0][c] as i64;\n"
        "            best = best.min(top.max(bottom));\n"
        "            bottom += grid[1][c] as i64;\n"
        "        }\n"
        "        best",
    ),
]
CASES = [("alice-and-bob-playing-flower-game", *row) for row in FLOWER] + [
    ("grid-game", *row) for row in GRID
]


@pytest.mark.parametrize(("slug", "lang", "ext", "tool", "signature", "placeholder", "body"), CASES)
def test_a_64_bit_template_is_written_and_accepted(
    tmp_path: Path,
    home: Path,
    shared_builds: Path,
    shared_cache: Path,
    slug: str,
    lang: str,
    ext: str,
    tool: str,
    signature: str,
    placeholder: str,
    body: str,
) -> None:
    if not tool_found(tool):
        pytest.skip(f"{tool} is not installed")
    share_cache(share_builds(home, shared_builds), shared_cache)  # the tests' expected values: once a slug
    made = run_judge("new", slug, "--lang", lang, home=home, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    path = tmp_path / f"{slug}{ext}"
    text = path.read_text()
    assert signature in text, text
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(placeholder))
    lines[at] = body
    path.write_text("\n".join(lines) + "\n")
    done = run_judge("submit", slug, str(path), "--no-record", "--json", home=home, cwd=tmp_path)
    assert (done.returncode, done.json["verdict"]) == (0, "AC"), done.stdout[-2000:]


@pytest.mark.parametrize("slug", sorted({case[0] for case in CASES}))
def test_show_says_the_return_is_64_bit(tmp_path: Path, home: Path, slug: str) -> None:
    """The tests passed answers past 2^31 - 1 (the test above): the width was needed, and show says it."""
    shown = run_judge("show", slug, home=home, cwd=tmp_path)
    assert "returns: 64-bit (C++ long long, Java long, Go int64, Rust i64)" in shown.stdout


def test_python_and_32_bit_templates_are_unchanged(tmp_path: Path, home: Path) -> None:
    made = run_judge("new", "grid-game", "--lang", "python", home=home, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    assert "def gridGame(self, grid: List[List[int]]) -> int:" in (tmp_path / "grid-game.py").read_text()
    made = run_judge("new", "stone-game-vii", "x.java", home=home, cwd=tmp_path)
    assert "    public int stoneGameVII(int[] stones) {" in (tmp_path / "x.java").read_text()
    shown = run_judge("show", "stone-game-vii", home=home, cwd=tmp_path)
    assert "64-bit" not in shown.stdout


@pytest.mark.parametrize(
    ("returns", "bits", "message"),
    [
        ("int", "48", "signature.return_bits: 32 or 64, not 48"),
        ("bool", "64", "signature.return_bits: only an int return has a width, not bool"),
        ("int", "wide", "signature.return_bits: expected int, got str"),
    ],
)
def test_a_width_the_spec_cannot_have_is_one_line_exit_2(
    tmp_path: Path, home: Path, returns: str, bits: str, message: str
) -> None:
    bank = tmp_path / "bank"
    (bank / "solutions" / "tiny").mkdir(parents=True)
    spec = bank / "tiny.yaml"
    spec.write_text(
        "slug: tiny\ntitle: Tiny\nsource: {platform: LeetCode, number: 1}\ndifficulty: easy\n"
        "tags: [math]\nstatement: x\n"
        f"signature:\n  entry: f\n  params: [{{name: n, type: int, range: [1, 9]}}]\n"
        f"  returns: {returns}\n  return_bits: {bits}\n"
        "limits: {time_ms: 1000, memory_mb: 256}\nexamples: []\n"
    )
    shown = run_judge("show", "tiny", problems=bank, home=home, cwd=tmp_path)
    assert shown.returncode == 2
    assert shown.stderr.strip().count("\n") == 0, shown.stderr
    assert f"tiny.yaml:11: {message}" in shown.stderr, shown.stderr
