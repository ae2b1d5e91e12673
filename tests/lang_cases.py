"""Shared by tests/test_lang_cpp.py and tests/test_lang_go.py: judging fixture files of a compiled
language through the real CLI.

Every file in tests/lang/<language>/ is one test, its id the file name, its prefix the verdict it
must get (ac_, wa_, tle_, mle_, ole_, re_, ce_). Header comments (`// key: value`) may add:
  // problem: SLUG    the problem to judge it on (default predict-the-winner)
  // expect: TEXT     the failure's message (or the compile error) contains TEXT
All fixtures of a session share one JUDGE_HOME, so the toolchain's own caches (a precompiled header,
Go's build cache) are made once.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

from conftest import live_descendants

LANG = Path(__file__).parent / "lang"
ROOT = Path(__file__).parent.parent
VERDICTS = {"ac": "AC", "wa": "WA", "tle": "TLE", "mle": "MLE", "ole": "OLE", "re": "RE", "ce": "CE"}
HANG_GUARD_S = 300  # a cold toolchain cache on a busy machine is slow; only so a hang fails


def fixtures(language: str) -> list[Path]:
    return sorted(path for path in (LANG / language).iterdir() if path.stem.split("_")[0] in VERDICTS)


def header(path: Path) -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("//"):
            break
        match = re.match(r"//\s*([a-z-]+):\s*(.+)", line)
        if match:
            fields.setdefault(match.group(1), []).append(match.group(2).strip())
    return fields


def submit(slug: str, solution: Path, home: Path) -> tuple[subprocess.CompletedProcess[str], dict]:
    """`judge submit SLUG FILE --json --no-record`, its result and its parsed JSON report."""
    command = [sys.executable, "-m", "judge", "submit", slug, str(solution), "--json", "--no-record"]
    env = {**os.environ, "JUDGE_HOME": str(home)}
    result = subprocess.run(command, check=False, capture_output=True, text=True, env=env, cwd=ROOT,
                            timeout=HANG_GUARD_S)
    assert "Traceback" not in result.stderr, result.stderr
    try:
        report = json.loads(result.stdout)
    except ValueError:
        raise AssertionError(f"not JSON: {result.stdout[:500]!r} {result.stderr[:2000]}") from None
    return result, report


def check_fixture(path: Path, home: Path) -> dict:
    fields = header(path)
    expected = VERDICTS[path.stem.split("_")[0]]
    slug = fields.get("problem", ["predict-the-winner"])[0]
    started = time.monotonic()
    result, report = submit(slug, path, home)
    failure = report["failure"] or {}
    assert report["verdict"] == expected, (failure or report["compile_error"], result.stderr)
    assert result.returncode == (0 if expected == "AC" else 1), result.stderr
    message = report["compile_error"] or failure.get("message", "")
    if isinstance(message, dict):
        message = message.get("message", "")
    for text in fields.get("expect", []):
        assert text in message, message
    if expected not in ("AC", "CE"):
        assert failure["verdict"] == expected, failure
    assert not live_descendants(), "the submission left processes behind"
    report["_seconds"] = time.monotonic() - started
    return report
