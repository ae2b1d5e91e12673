"""Which test proved a slow_* TLE last time, so the quick profile judges that test first.

A slow_* is judged until its first failure; judged heaviest first (by the reference's times) its
first test is usually the one that runs out of time, but where the reference's times are all
alike (noise under NOISE_MS), a test the slow solution still finishes, just under its limit, may
come first and cost nearly a whole limit of CPU before the one that proves TLE. The hint only
orders the tests: the verdict is still a real run under the problem's own limits, so a stale,
damaged or forged hint costs time, never a wrong finding. Kept under the cache folder as sealed
JSON (bank/cache.py), keyed by the solution's bytes and the problem's tests' names.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from judge.bank.cache import read_sealed, write_sealed
from judge.bank.spec import TestCase

FOLDER = "verify-tle"


def _key(solution: Path, tests: list[TestCase]) -> str:
    digest = hashlib.sha256(solution.read_bytes())
    for test in tests:
        digest.update(b"\0" + test.name.encode())
    return digest.hexdigest()[:24]


def _path(cache: Path, slug: str, solution: Path) -> Path:
    return cache / FOLDER / f"{slug}--{solution.stem}.json"


def hinted(cache: Path | None, slug: str, solution: Path, tests: list[TestCase]) -> str | None:
    """The name of the test that proved `solution` TLE last time, if still one of `tests`."""
    if cache is None:
        return None
    try:
        kept = read_sealed(_path(cache, slug, solution))
        key = _key(solution, tests)
    except OSError:
        return None
    if not isinstance(kept, dict) or kept.get("key") != key:
        return None
    name = kept.get("test")
    return name if isinstance(name, str) and any(t.name == name for t in tests) else None


def remember(cache: Path | None, slug: str, solution: Path, tests: list[TestCase], test: str) -> None:
    """Keep `test` as the one that proved `solution` TLE (an unwritable cache only costs time)."""
    if cache is None:
        return
    try:
        write_sealed(_path(cache, slug, solution), {"key": _key(solution, tests), "test": test})
    except OSError:
        pass


def first(tests: list[TestCase], name: str | None) -> list[TestCase]:
    """`tests` with the one named `name` moved to the front (the same list if there is none)."""
    if name is None:
        return tests
    return [t for t in tests if t.name == name] + [t for t in tests if t.name != name]
