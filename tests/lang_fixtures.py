"""Fixture files of every language, judged through the real CLI (tests/test_lang_*.py).

A fixture's name starts with the verdict it must get (ac_, wa_, tle_, mle_, ole_, re_, ce_; seed00N_ and
lc_ files are accepted solutions from the seeds and from LeetCode). Header comments (`// key: value`)
may add:
  // problem: SLUG    the problem to judge it on (the hostile bank's tiny-sum, or a problem of the
                      real bank; default: the test module's)
  // expect: TEXT     the failure's message (or the compile error) contains TEXT
  // verdict: V       the verdict, when the name's prefix does not say it
  // slow: WHY        judged in the slow tier only (CI), for the reason given
A test module shares one JUDGE_HOME between its fixtures, so a toolchain's own caches (a precompiled
header, Go's build cache) are made once; its tests share one xdist worker (--dist loadscope) for the
same reason.

The collected LeetCode and seed solutions (lc_*, seed00N_*, and ac_lc_* / ac_seed_* in C++, Go and TypeScript)
are a corpus of real accepted code: each is one more compile and run of the path the ac_* fixtures
already take, so they run in the slow tier (CI runs it). The default tier keeps every verdict-named
fixture of every language: every verdict, compile errors, output, memory and the driver's features.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from conftest import live_descendants, run_judge

LANG = Path(__file__).resolve().parent / "lang"
HOSTILE_BANK = Path(__file__).resolve().parent / "hostile" / "bank" / "problems"
VERDICTS = {
    "ac": "AC",
    "wa": "WA",
    "tle": "TLE",
    "mle": "MLE",
    "ole": "OLE",
    "re": "RE",
    "ce": "CE",
    "seed002": "AC",
    "seed003": "AC",
    "lc": "AC",
}
HANG_GUARD_S = 300  # a cold toolchain cache on a busy machine is slow; only so a hang fails
# A tle_ fixture never ends (a loop, a sleep): it is TLE under any limit, and burns its limit (x1.25,
# the CPU watch) before it is killed. A compiled program's limits are judged at this share of the
# spec's, set as JUDGE_TIME_FACTOR for its language alone (the problem's reference keeps its
# calibration). Not Java's nor Node's: loading the user's code runs under the case's limit, and a
# runtime loading on a busy machine would miss a tight one.
TLE_FACTOR = 0.25
TIGHT_TLE = {".cpp": "cpp", ".go": "go", ".rs": "rust"}


CORPUS = ("lc_", "seed002_", "seed003_", "ac_lc_", "ac_seed_")


def fixtures(language: str) -> list[Path]:
    return sorted(path for path in (LANG / language).iterdir() if path.stem.split("_")[0] in VERDICTS)


def fixture_params(language: str) -> list[Any]:
    """The fixtures as pytest params, ids from their names; the corpus and `// slow:` ones marked slow."""
    return [
        pytest.param(path, id=path.stem, marks=pytest.mark.slow)
        if path.stem.startswith(CORPUS) or "slow" in header(path)
        else pytest.param(path, id=path.stem)
        for path in fixtures(language)
    ]


def header(path: Path) -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        match = re.match(r"//\s*([a-z-]+):\s*(.+)", line)
        if not match:
            break
        fields.setdefault(match.group(1), []).append(match.group(2).strip())
    return fields


def submit(slug: str, solution: Path, home: Path, env: dict[str, str] | None = None) -> dict[str, Any]:
    """`judge submit SLUG FILE --json --no-record`: its JSON report (with `_stderr` and `_returncode`)."""
    bank = HOSTILE_BANK if (HOSTILE_BANK / f"{slug}.yaml").is_file() else None
    done = run_judge(
        "submit",
        slug,
        str(solution),
        "--json",
        "--no-record",
        home=home,
        problems=bank,
        env=env,
        timeout=HANG_GUARD_S,
    )
    assert "Traceback" not in done.stderr, done.stderr
    report = done.json
    report["_stderr"], report["_returncode"] = done.stderr[-2000:], done.returncode
    return dict(report)


def check_fixture(path: Path, home: Path, default_problem: str) -> dict[str, Any]:
    fields = header(path)
    expected = fields.get("verdict", [VERDICTS[path.stem.split("_")[0]]])[0]
    tight = expected == "TLE" and path.suffix in TIGHT_TLE
    env = {"JUDGE_TIME_FACTOR": f"{TIGHT_TLE[path.suffix]}={TLE_FACTOR}"} if tight else None
    report = submit(fields.get("problem", [default_problem])[0], path, home, env)
    failure = report["failure"] or {}
    assert report["verdict"] == expected, (failure or report["compile_error"], report["_stderr"])
    assert report["_returncode"] == (0 if expected == "AC" else 1), report["_stderr"]
    message = report["compile_error"] or failure.get("message", "")
    if isinstance(message, dict):
        message = message.get("message", "")
    for text in fields.get("expect", []):
        assert text in message, message
    if expected not in ("AC", "CE"):
        assert failure["verdict"] == expected, failure
    left = live_descendants()
    assert not left, f"the submission left processes behind: {left}"
    return report
