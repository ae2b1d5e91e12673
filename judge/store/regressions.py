"""The user's own regression cases: counterexamples kept by `judge stress --save`, run by submit.

One JSON file per problem, `JUDGE_HOME/regressions/<slug>.json`: a list of {"name": "mine-1",
"args": {...}, "expected": ..., "saved_at": "2026-05-01T12:00:00Z"}.

Only the input is trusted from the file. `judge submit` asks the reference again for the expected
value: if the bank's reference is ever corrected, an answer stored under the old one must not turn
into a wrong verdict for the user. The stored `expected` only records what the reference said when
the case was saved. Asking again costs one reference child per submit with saved cases (~50 ms).
"""

from __future__ import annotations

import fcntl
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from judge.bank.spec import Problem, TestCase
from judge.grading.validation import input_problems
from judge.model.errors import JudgeError
from judge.model.problem import CaseKind
from judge.model.settings import Settings

NAME_PREFIX = "mine-"
KIND = CaseKind.USER


@dataclass(frozen=True)
class SavedCase:
    """A case `judge stress --save` kept, judged with the problem's tests."""

    name: str
    args: dict[str, Any]
    expected: Any
    saved_at: str


def regressions_file(slug: str, home: Path) -> Path:
    return Path(home) / "regressions" / f"{slug}.json"


def load(slug: str, home: Path) -> list[SavedCase]:
    """The saved cases of a problem, oldest first (none if there is no file)."""
    return _read(regressions_file(slug, home))


def save(slug: str, args: dict[str, Any], expected: Any, home: Path) -> SavedCase:
    """Keep a counterexample; saving the same input again returns the case already kept."""
    path = regressions_file(slug, home)
    path.parent.mkdir(parents=True, exist_ok=True)
    with _locked(path):
        cases = _read(path)
        for case in cases:
            if case.args == args:
                return case
        number = 1 + max((_number(c.name) for c in cases), default=0)
        saved_at = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        case = SavedCase(f"{NAME_PREFIX}{number}", args, expected, saved_at)
        _write(path, cases + [case])
    return case


def user_tests(problem: Problem, settings: Settings) -> tuple[list[TestCase], list[str]]:
    """The saved cases in the settings' home as tests of kind "user", expected values from the
    reference, plus notes on saved cases left out because they no longer fit the problem's
    constraints."""
    cases = load(problem.slug, settings.home)
    kept, notes = [], []
    for case, problems in zip(cases, input_problems(problem, [case.args for case in cases])):
        if problems:
            notes.append(f"{case.name} left out: {problems[0]}")
        else:
            kept.append(case)
    if not kept:
        return [], notes
    if problem.kind.value != "function":  # a played problem's referee or interactor judges each
        return [TestCase(case.name, case.args, None, KIND) for case in kept], notes
    from judge.grading.cases import reference_answers

    answers = reference_answers(problem, [case.args for case in kept], settings)
    return [TestCase(case.name, case.args, answer, KIND) for case, answer in zip(kept, answers)], notes


# -- the file --------------------------------------------------------------------------------------
def _read(path: Path) -> list[SavedCase]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError) as exc:
        raise JudgeError(f"{path}: cannot read your saved cases: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise JudgeError(f"{path}:{exc.lineno}: not valid JSON ({exc.msg}); fix or delete the file") from None
    if not isinstance(data, list):
        raise JudgeError(f"{path}: expected a list of saved cases, got {type(data).__name__}")
    cases = []
    for index, item in enumerate(data):
        if (
            not isinstance(item, dict)
            or not isinstance(item.get("name"), str)
            or not isinstance(item.get("args"), dict)
        ):
            raise JudgeError(f'{path}: case {index + 1}: expected {{"name": str, "args": object, ...}}')
        cases.append(
            SavedCase(item["name"], item["args"], item.get("expected"), str(item.get("saved_at", "")))
        )
    return cases


def _write(path: Path, cases: list[SavedCase]) -> None:
    data = [{"name": c.name, "args": c.args, "expected": c.expected, "saved_at": c.saved_at} for c in cases]
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    temporary.replace(path)  # atomic: a submit reading at the same time sees the old or the new list


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Serialise savers of one problem, so two `--save` runs at once cannot lose a case."""
    with open(path.with_name(f".{path.name}.lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _number(name: str) -> int:
    suffix = name[len(NAME_PREFIX) :] if name.startswith(NAME_PREFIX) else ""
    return int(suffix) if suffix.isdigit() else 0


def delete(slug: str, names: list[str], home: Path) -> list[SavedCase]:
    """Forget saved cases by name (all of them when `names` is empty); returns those removed.
    An unknown name removes nothing and raises JudgeError naming it."""
    path = regressions_file(slug, home)
    if not path.exists():
        if names:
            raise JudgeError(f"{slug}: no saved cases (judge stress --save keeps them)")
        return []
    with _locked(path):
        cases = _read(path)
        unknown = [name for name in names if name not in {c.name for c in cases}]
        if unknown:
            known = ", ".join(c.name for c in cases) or "none"
            raise JudgeError(f"{slug}: no saved case {unknown[0]!r} (saved: {known})")
        removed = [c for c in cases if not names or c.name in names]
        kept = [c for c in cases if c not in removed]
        if kept:
            _write(path, kept)
        else:
            path.unlink()
    return removed
