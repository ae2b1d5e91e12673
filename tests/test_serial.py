"""model/serial.py: one way from result dataclasses to JSON data, shaped by what each class declares."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from datetime import datetime, timezone
from enum import Enum
from pathlib import Path
from typing import Any, ClassVar

from judge.model.serial import to_json, written
from judge.model.verdict import Verdict
from judge.store.rows import StressRun, Submission
from judge.verify.margins import Margin, MarginRow


class Colour(Enum):
    RED = "red"


@dataclass(frozen=True)
class Inner:
    path: Path
    colour: Colour
    sizes: tuple[int, ...]


@dataclass(frozen=True)
class Outer:
    slug: str = field(metadata=written("problem"))
    ms: float = field(metadata=written(digits=2))
    inner: Inner | None = None
    notes: dict[str, Any] = field(default_factory=dict, metadata=written(convert=lambda d: d or None))
    hidden: int = 0
    JSON_KEYS: ClassVar = ("slug", "ms", "inner", "notes", "doubled")

    @property
    def doubled(self) -> float:
        return self.ms * 2


def test_renames_rounds_converts_orders_and_leaves_out() -> None:
    value = Outer("tiny", 1.23456, Inner(Path("/a/b"), Colour.RED, (1, 2)), {}, hidden=5)
    data = to_json(value)
    assert list(data) == ["problem", "ms", "inner", "notes", "doubled"]  # JSON_KEYS' order; no "hidden"
    assert data == {
        "problem": "tiny",
        "ms": 1.23,
        "inner": {"path": "/a/b", "colour": "red", "sizes": [1, 2]},
        "notes": None,
        "doubled": 2.46912,
    }
    assert to_json([value, None, {"k": Verdict.AC}])[1:] == [None, {"k": "AC"}]
    json.dumps(data)  # plain data


def test_rows_are_written_as_history_shows_them() -> None:
    at = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)
    row = Submission("p", "/s.py", "h", "AC", 3, 3, 1.5, 2.5, "1.0", at, 7, 1.0, 2.0, "python")
    assert to_json(row) == {
        "id": 7,
        "problem": "p",
        "verdict": "AC",
        "passed": 3,
        "total": 3,
        "time_ms_max": 1.5,
        "time_ms_total": 2.5,
        "submitted_at": "2026-03-01T12:00:00.000000Z",
        "solution": "/s.py",
        "content_hash": "h",
        "judge_version": "1.0",
        "language": "python",
    }
    run = StressRun("p", "/s.py", "h", "WA", 5, "9", "x", "1.0", at, 2)
    assert list(to_json(run)) == ["id", "problem", "result", "cases_run", "seed", "detail", "run_at"] + [
        "solution",
        "content_hash",
        "judge_version",
    ]


def test_a_margin_row_nests_its_margins() -> None:
    fast = Margin("accepted_a.py", "accepted", "t1", 0.0, 100, 1.5)
    slow = Margin("slow_a.py", "slow", "t2", 270.12345, 100, 1.5, at_least=True)
    data = to_json(MarginRow("p", 100, fast, slow))
    assert data == {
        "limit_ms": 100,
        "slowest_accepted": {
            "file": "accepted_a.py",
            "test": "t1",
            "ms": 0.0,
            "limit_ms": 100,
            "factor": 1.5,
            "margin": None,  # infinite
            "at_least": False,
            "ok": True,
        },
        "fastest_slow": {
            "file": "slow_a.py",
            "test": "t2",
            "ms": 270.123,
            "limit_ms": 100,
            "factor": 1.5,
            "margin": 2.7,
            "at_least": True,
            "ok": True,
        },
        "ok": True,
    }
    assert math.isinf(fast.ratio)


def test_a_check_report_is_written_as_verify_shows_it() -> None:
    from judge.verify.checks import CheckReport, Diagnostic, Severity

    found = Diagnostic("p", "spec", Severity.WARNING, "a repeated input")
    report = CheckReport("p", "spec", "3 tests", (found,), 0.5)
    data = to_json(report)
    assert json.dumps(data) == json.dumps(
        {
            "check": "spec",
            "ok": True,
            "skipped": False,
            "summary": "3 tests",
            "seconds": 0.5,
            "diagnostics": [{"severity": "warning", "message": "a repeated input"}],
            "margin": None,
            "kept": None,
            "kernel_ratio": None,
        }
    )
