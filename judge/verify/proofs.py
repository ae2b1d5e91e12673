"""Proofs the quick profile keeps between runs of `judge verify`.

A check of one solution (brute, wrong_*, slow_*, accepted_*) that held is kept, and the next quick run
takes it instead of judging again for as long as nothing it depends on has changed:

- the solution's bytes, and the check's name;
- the problem: its spec, reference.py and support code (checker, generator, game rules...), the bank's
  shared support code (solutions/_shared), and its tests as loaded (inputs and expected values, data
  files and generated tests included);
- the judge's own code (a change to grading may change a verdict);
- the profile and the seed;
- the machine: the calibration's fingerprint of the language (CPU model, cores, boot, the runtime's
  binary), JUDGE_TIME_FACTOR and JUDGE_KERNEL_SKEW.

The load of the machine is not among them: times are kept in reference-machine ms, which the
calibration makes the same on a busy machine as on a quiet one. A check that found an error is never
kept (it is judged again until it holds); `--fresh` and the thorough profile (CI's) keep nothing and
judge everything. A kept proof is sealed JSON under the cache folder (bank/cache.py): a damaged one
is judged again. The cache is the user's own: the sandbox keeps every solution out of it.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from judge.bank.cache import read_sealed, write_sealed
from judge.bank.roles import Role, role_of
from judge.model.problem import Problem, TestCase
from judge.model.settings import Settings
from judge.sandbox.support import SHARED
from judge.verify.checks import CheckReport, Diagnostic, Profile, Severity
from judge.verify.margins import Margin

FOLDER = "verify-proofs"
FORMAT = b"proof-1"  # part of every key: a judge that keeps proofs another way reads none of these


class Proofs:
    """The kept proofs of one problem's solution checks, keyed by what the problem shares (computed
    once) and by each solution's own bytes and language."""

    def __init__(
        self, problem: Problem, settings: Settings, profile: Profile, seed: int, tests: list[TestCase]
    ) -> None:
        self.problem, self.settings = problem, settings
        digest = hashlib.sha256(FORMAT)
        for part in (
            repr(replace(profile, keeps_proofs=True)),
            str(seed),
            repr(settings.time_factors),
            repr(settings.kernel_skew),
        ):
            _add(digest, part.encode())
        _add(digest, _judge_code())
        for name, path in _problem_files(problem):
            _add(digest, name.encode())
            _add(digest, path.read_bytes())
        for test in tests:
            _add(digest, json.dumps([test.name, test.kind.value, test.args, test.expected]).encode())
        self.shared = digest.hexdigest()

    def proven(self, path: Path, check: Callable[[], CheckReport]) -> CheckReport:
        """The kept report of `path`'s check if its key still holds, else `check()` (kept if it holds)."""
        file = self.settings.cache_dir / FOLDER / f"{self.problem.slug}--{path.name}.json"
        try:
            key = self._key(path)
        except OSError:  # the solution cannot be read: the check itself says so
            return check()
        stored = read_sealed(file)
        if isinstance(stored, dict) and stored.get("key") == key:
            recalled = _report(stored)
            if recalled is not None:
                return recalled
        report = check()
        if report.ok and not report.skipped:
            proven_at = self.settings.now().strftime("%Y-%m-%d %H:%M UTC")
            write_sealed(file, {"key": key, "proven_at": proven_at, "report": _plain(report)})
        return report

    def _key(self, path: Path) -> str:
        from judge.grading.calibration import machine_fingerprint
        from judge.sandbox.languages import for_file

        digest = hashlib.sha256(self.shared.encode())
        _add(digest, path.name.encode())
        _add(digest, path.read_bytes())
        _add(digest, machine_fingerprint(for_file(path).name).encode())
        return digest.hexdigest()


def _add(digest: Any, part: bytes) -> None:
    """Each part with its length first: no two lists of parts feed the hash the same bytes."""
    digest.update(len(part).to_bytes(8, "big") + part)


def _problem_files(problem: Problem) -> list[tuple[str, Path]]:
    """The spec, reference.py and the support code, the problem's own and the bank's shared code it
    may import (solutions/_shared), each by a name: what every solution's check runs against."""
    own = [
        (path.name, path)
        for path in sorted(problem.solutions_dir.iterdir())
        if path.is_file() and role_of(path.stem) in (Role.SUPPORT, Role.REFERENCE)
    ]
    shared_dir = problem.solutions_dir.parent / SHARED
    shared = [
        (f"{SHARED}/{path.relative_to(shared_dir)}", path)
        for path in sorted(shared_dir.rglob("*") if shared_dir.is_dir() else ())
        if path.is_file() and "__pycache__" not in path.parts
    ]
    return [(f"spec {problem.path.name}", problem.path), *own, *shared]


@functools.cache  # the judge's code does not change under a running judge
def _judge_code() -> bytes:
    package = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for path in sorted(package.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            _add(digest, str(path.relative_to(package)).encode())
            _add(digest, path.read_bytes())
    return digest.digest()


def _plain(report: CheckReport) -> dict[str, Any]:
    return {
        "problem": report.problem,
        "check": report.check,
        "summary": report.summary,
        "warnings": [d.message for d in report.diagnostics],
        "margin": asdict(report.margin) if report.margin is not None else None,
    }


def _report(stored: dict[str, Any]) -> CheckReport | None:
    """The kept report, marked with when it was proven (its seconds are this run's: none); None if
    it does not read back."""
    try:
        plain = stored["report"]
        margin = Margin(**plain["margin"]) if plain["margin"] is not None else None
        warnings = tuple(
            Diagnostic(plain["problem"], plain["check"], Severity.WARNING, str(message))
            for message in plain["warnings"]
        )
        return CheckReport(
            str(plain["problem"]),
            str(plain["check"]),
            str(plain["summary"]),
            warnings,
            margin=margin,
            kept=str(stored["proven_at"]),
        )
    except (KeyError, TypeError, ValueError):
        return None
