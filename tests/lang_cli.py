"""Shared by test_lang_java.py and test_lang_js.py: fixture files judged through the real CLI.

A fixture's name starts with the verdict it must get (ac_, wa_, tle_, mle_, ole_, re_, ce_; seed
and lc_ files are accepted solutions). Header comments (`// key: value`) may add:
  // problem: SLUG    the problem (the hostile bank's tiny-sum by default, else the real bank)
  // expect: TEXT     the failure's message (or the compile error) contains TEXT
  // verdict: V       the verdict, when the name's prefix does not say it
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from conftest import live_descendants

ROOT = Path(__file__).resolve().parent.parent
HOSTILE_BANK = ROOT / "tests" / "hostile" / "bank" / "problems"
REAL_BANK = ROOT / "problems"
VERDICTS = {"ac": "AC", "wa": "WA", "tle": "TLE", "mle": "MLE", "ole": "OLE", "re": "RE", "ce": "CE",
            "seed002": "AC", "seed003": "AC", "lc": "AC"}
HANG_GUARD_S = 120


def header(path: Path) -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        match = re.match(r"//\s*([a-z-]+):\s*(.+)", line)
        if not match:
            break
        fields.setdefault(match.group(1), []).append(match.group(2).strip())
    return fields


def submit(slug: str, solution: Path, home: Path,
           env: dict[str, str] | None = None) -> tuple[subprocess.CompletedProcess[str], dict[str, Any]]:
    bank = HOSTILE_BANK if (HOSTILE_BANK / f"{slug}.yaml").is_file() else REAL_BANK
    command = [sys.executable, "-m", "judge", "--problems", str(bank), "submit", slug, str(solution),
               "--json", "--no-record"]
    home.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(command, capture_output=True, text=True, timeout=HANG_GUARD_S, cwd=ROOT,
                            env={**os.environ, "JUDGE_HOME": str(home), **(env or {})}, check=False)
    try:
        report = json.loads(result.stdout)
    except ValueError:
        raise AssertionError(f"not JSON: {result.stdout[:500]!r}\n{result.stderr[-2000:]}") from None
    return result, report


def check_fixture(path: Path, home: Path) -> dict[str, Any]:
    fields = header(path)
    expected = fields.get("verdict", [VERDICTS[path.stem.split("_")[0]]])[0]
    slug = fields.get("problem", ["tiny-sum"])[0]
    result, report = submit(slug, path, home)
    assert "Traceback" not in result.stderr, result.stderr
    failure = report["failure"] or {}
    assert report["verdict"] == expected, (failure or report["compile_error"], result.stderr[-2000:])
    assert result.returncode == (0 if expected == "AC" else 1), result.stderr
    message = report["compile_error"] or failure.get("message", "")
    if isinstance(message, dict):
        message = message.get("message", "")
    for text in fields.get("expect", []):
        assert text in message, message
    assert not live_descendants(), "the submission left processes behind"
    return report
