"""Every child confines itself after exec, never in a preexec_fn: a Python child in its
bootstrap, the other runtimes through the launcher (landlock.LAUNCHER). The runtimes that start
through it are as confined as Python's child, and a child that cannot confine itself never runs
the solution: it is a SandboxError, not a verdict.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import settings_for, share_builds, share_cache, tool_found
from lang_fixtures import submit

from judge.model.errors import SandboxError
from judge.sandbox import confine, landlock

ABI = landlock.support().abi
ROOT = Path(__file__).resolve().parent.parent
JUDGE = ROOT / "judge"
SECRET = ROOT / "problems" / "predict-the-winner.yaml"  # the bank: no child may read it

# predict-the-winner, answered wrongly if the bank's file can be opened: AC only when confined
LEAKY = {
    "cpp": (
        "g++",
        "leaky.cpp",
        "class Solution {\npublic:\n    bool predictTheWinner(vector<int>& nums) {\n"
        f'        bool leaked = fopen("{SECRET}", "r") != nullptr;\n'
        "        int n = nums.size();\n        vector<vector<int>> dp(n, vector<int>(n));\n"
        "        for (int i = n - 1; i >= 0; --i) {\n            dp[i][i] = nums[i];\n"
        "            for (int j = i + 1; j < n; ++j)\n"
        "                dp[i][j] = max(nums[i] - dp[i + 1][j], nums[j] - dp[i][j - 1]);\n        }\n"
        "        return (dp[0][n - 1] >= 0) != leaked;\n    }\n};\n",
    ),
    "go": (
        "go",
        "leaky.go",
        'import "os"\n\nfunc predictTheWinner(nums []int) bool {\n'
        f'\t_, err := os.ReadFile("{SECRET}")\n'
        "\tn := len(nums)\n\tdp := make([]int, n)\n\tcopy(dp, nums)\n"
        "\tfor i := n - 2; i >= 0; i-- {\n\t\tfor j := i + 1; j < n; j++ {\n"
        "\t\t\ta, b := nums[i]-dp[j], nums[j]-dp[j-1]\n\t\t\tif b > a {\n\t\t\t\ta = b\n\t\t\t}\n"
        "\t\t\tdp[j] = a\n\t\t}\n\t}\n\treturn (dp[n-1] >= 0) == (err != nil)\n}\n",
    ),
    "java": (
        "javac",
        "leaky.java",
        "class Solution {\n    public boolean predictTheWinner(int[] nums) {\n"
        "        boolean leaked;\n"
        f'        try {{ new java.io.FileInputStream("{SECRET}").close(); leaked = true; }}\n'
        "        catch (Exception e) { leaked = false; }\n"
        "        int n = nums.length;\n        int[] dp = nums.clone();\n"
        "        for (int i = n - 2; i >= 0; i--)\n            for (int j = i + 1; j < n; j++)\n"
        "                dp[j] = Math.max(nums[i] - dp[j], nums[j] - dp[j - 1]);\n"
        "        return (dp[n - 1] >= 0) != leaked;\n    }\n}\n",
    ),
    "javascript": (
        "node",
        "leaky.js",
        "var predictTheWinner = function(nums) {\n    let leaked = true;\n"
        f'    try {{ require("fs").readFileSync("{SECRET}"); }} catch (e) {{ leaked = false; }}\n'
        "    const n = nums.length, dp = nums.slice();\n"
        "    for (let i = n - 2; i >= 0; i--)\n        for (let j = i + 1; j < n; j++)\n"
        "            dp[j] = Math.max(nums[i] - dp[j], nums[j] - dp[j - 1]);\n"
        "    return (dp[n - 1] >= 0) !== leaked;\n};\n",
    ),
    "rust": (
        "rust",
        "leaky.rs",
        "impl Solution {\n    pub fn predict_the_winner(nums: Vec<i32>) -> bool {\n"
        f'        let leaked = std::fs::File::open("{SECRET}").is_ok();\n'
        "        let n = nums.len();\n        let mut dp = nums.clone();\n"
        "        for i in (0..n - 1).rev() {\n            for j in i + 1..n {\n"
        "                dp[j] = (nums[i] - dp[j]).max(nums[j] - dp[j - 1]);\n            }\n        }\n"
        "        (dp[n - 1] >= 0) != leaked\n    }\n}\n",
    ),
}


@pytest.mark.skipif(ABI < 1, reason="needs Landlock")
@pytest.mark.parametrize("language", sorted(LEAKY))
def test_runtimes_started_through_the_launcher_are_confined(
    language: str, tmp_path: Path, shared_builds: Path, shared_cache: Path
) -> None:
    tool, name, source = LEAKY[language]
    if not tool_found(tool):
        pytest.skip(f"{tool} is not installed")
    solution = tmp_path / name
    solution.write_text(source)
    # the run's builds and cache: the tests' expected values are computed once, not once a language
    home = share_cache(share_builds(tmp_path / "home", shared_builds), shared_cache)
    report = submit("predict-the-winner", solution, home)
    assert report["verdict"] == "AC", report
    assert report["confinement"]["landlock"] is True


def launch(command: list[str], opening: bytes, workdir: Path) -> subprocess.CompletedProcess[str]:
    """`command` started through the launcher with `opening` on its pipe, as launch.py starts it."""
    read, write = os.pipe()
    try:
        os.write(write, opening)
        return subprocess.run(
            [sys.executable, "-I", "-S", "-c", landlock.LAUNCHER, str(read), *command],
            pass_fds=(read,),
            cwd=workdir,
            capture_output=True,
            text=True,
            timeout=30,
        )
    finally:
        os.close(read)
        os.close(write)


def test_the_launcher_confines_then_execs(tmp_path: Path) -> None:
    script = (
        f"cat {SECRET} >/dev/null 2>&1 && echo read; echo wrote >here && cat here; "
        'while read key value; do [ "$key" = NoNewPrivs: ] && echo "nnp $value"; done </proc/$$/status; true'
    )
    done = launch(["/bin/sh", "sh", "-c", script], landlock.opening(landlock.plan([], [tmp_path])), tmp_path)
    assert done.returncode == 0, done.stderr
    assert "nnp 1" in done.stdout
    assert "wrote" in done.stdout
    assert ("read" in done.stdout.split()) == (ABI < 1)


def test_a_child_that_cannot_confine_itself_never_runs_its_command(tmp_path: Path) -> None:
    bad = landlock.opening([], ((99999, 1, 1),))  # no such resource: setting it fails
    done = launch(["/bin/sh", "sh", "-c", "echo ran"], bad, tmp_path)
    assert done.returncode == landlock.FAILED == confine.FAILED
    assert "ran" not in done.stdout
    assert done.stderr.startswith("judge: the child could not confine itself")


def test_a_runtime_that_cannot_be_executed_is_said_so(tmp_path: Path) -> None:
    missing = str(tmp_path / "no-such-runtime")
    done = launch([missing, "x"], landlock.opening([]), tmp_path)
    assert done.returncode == landlock.EXEC_FAILED
    assert done.stderr.startswith(f"judge: cannot start {missing}")


def test_a_solution_child_that_cannot_confine_itself_is_a_sandbox_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from judge.bank.locate import find_bank
    from judge.grading.session import open_runner, prepare

    real = landlock.opening
    monkeypatch.setattr(
        landlock, "opening", lambda rules, rlimits=(), *rest: real(rules, ((99999, 1, 1),), *rest)
    )
    problem = find_bank(ROOT / "problems").load("predict-the-winner")
    solution = ROOT / "examples" / "predict_the_winner.py"
    settings = settings_for(tmp_path / "home")
    with open_runner(problem, prepare(problem, solution, settings), settings, problem.limits) as runner:
        with pytest.raises(SandboxError, match="could not confine itself"):
            runner.start()


def test_no_preexec_fn_anywhere_in_the_judge() -> None:
    """Python code between fork and exec can deadlock on a lock another thread held at the fork."""
    used = sorted(
        str(module.relative_to(JUDGE))
        for module in JUDGE.rglob("*.py")
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8")))
        if isinstance(node, ast.keyword) and node.arg == "preexec_fn"
    )
    assert not used, used


def test_a_support_child_that_cannot_confine_itself_is_a_sandbox_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from judge.sandbox.support import SupportProcess

    real = landlock.opening
    monkeypatch.setattr(
        landlock, "opening", lambda rules, rlimits=(), *rest: real(rules, ((99999, 1, 1),), *rest)
    )
    process = SupportProcess(ROOT / "solutions" / "predict-the-winner" / "generator.py", "generator", ())
    try:
        with pytest.raises(SandboxError, match="could not be confined"):
            process.start()
    finally:
        process.close()
