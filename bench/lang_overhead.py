"""Every language side by side: what judging a case costs over the call itself, and what a build costs
cold against cached, with each language's per-case overhead as a ratio to C++'s and JavaScript's.

Run from a checkout:  python bench/lang_overhead.py [--cases 2000] [--lang NAME ...]

For each language of the registry, one accepted predict-the-winner file of the test corpus (a public
LeetCode file where there is one) runs the same small random cases through the runner, after a warm-up, three times: the fastest round counts.
"per case" is the wall time per case through the runner (pipes, JSON, the driver, the call); "call"
is the time the driver measured around the call itself; the overhead is their difference. A compiled
language's file is built cold (a fresh copy: the toolchain's own caches may be warm) and then prepared
again from the build cache. Figures and ratios come from one run; nothing is asserted, since the
machine may be shared and noisy: compare ratios, not microseconds.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from judge.bank.spec import load_problem
from judge.grading.session import build_root
from judge.model.outcome import OutcomeKind
from judge.model.settings import environment
from judge.sandbox.languages import ToolchainMissingError, by_name
from judge.sandbox.languages.base import CompileFailedError
from judge.sandbox.languages.registry import LANGUAGES, LanguageEntry
from judge.sandbox.runner import Runner

CORPUS = ROOT / "tests" / "lang"
STEM = "predict_the_winner"
PREFERRED = ("lc_", "ac_lc_", "seed", "ac_")  # a public file first, then a seed's, then ours
COMPARED = ("cpp", "javascript")
ROUNDS = 3  # the rows every language's overhead is divided by


@dataclass(frozen=True)
class Row:
    language: str
    source: str
    per_case_us: float
    call_us: float
    cold_ms: float  # 0 for a language that does not compile
    cached_ms: float

    @property
    def overhead_us(self) -> float:
        return self.per_case_us - self.call_us


def corpus_file(entry: LanguageEntry) -> Path | None:
    """An accepted predict-the-winner file in `entry`'s language: the corpus's, else the example."""
    found = [
        path
        for path in CORPUS.rglob(f"*{STEM}*")
        if path.suffix in entry.extensions and not path.name.startswith(("wa_", "tle_", "re_", "ce_"))
    ]
    found.sort(key=lambda path: next((i for i, p in enumerate(PREFERRED) if path.name.startswith(p)), 9))
    if found:
        return found[0]
    example = ROOT / "examples" / f"{STEM}{entry.template_extension}"
    return example if example.exists() else None


def measure(entry: LanguageEntry, cases: int, folder: Path) -> Row | str:
    source = corpus_file(entry)
    if source is None:
        return f"{entry.name}: skipped (no accepted {STEM} file in {CORPUS.relative_to(ROOT)})"
    problem = load_problem(ROOT / "problems" / "predict-the-winner.yaml")
    language = by_name(entry.name)
    fresh = folder / f"bench_{time.time_ns()}{source.suffix}"  # never built before
    fresh.write_text(source.read_text(encoding="utf-8") + f"\n// {time.time_ns()}\n" * entry.compiles)
    root = build_root(environment())
    try:
        started = time.perf_counter()
        cold = language.prepare(fresh, problem.signature, root)
        cold_ms = (time.perf_counter() - started) * 1000 if entry.compiles else 0.0
        started = time.perf_counter()
        cached = language.prepare(fresh, problem.signature, root)
        cached_ms = (time.perf_counter() - started) * 1000
    except (ToolchainMissingError, CompileFailedError) as exc:
        return f"{entry.name}: skipped ({str(exc).splitlines()[0]})"
    assert cached.cached or not entry.compiles, f"{entry.name}: the second build was not cached"
    assert not cold.cached, f"{entry.name}: a fresh file came from the cache"
    rng = random.Random(1)
    inputs = [{"nums": [rng.randint(0, 100) for _ in range(rng.randint(1, 20))]} for _ in range(cases)]
    with Runner(cached, problem.signature, problem.limits) as runner:
        assert runner.start() is None
        list(runner.run_many(inputs[:50]))  # warm up: the JIT, the page cache
        rounds = []
        for _ in range(ROUNDS):  # the fastest round: a JIT still compiling, or a neighbour, only slows
            started = time.perf_counter()
            outcomes = list(runner.run_many(inputs))
            rounds.append((time.perf_counter() - started, outcomes))
        total_s, outcomes = min(rounds, key=lambda measured: measured[0])
    assert all(outcome.kind is OutcomeKind.OK for outcome in outcomes), entry.name
    return Row(
        language=entry.name,
        source=str(source.relative_to(ROOT)),
        per_case_us=total_s * 1e6 / cases,
        call_us=sum(outcome.wall_ms for outcome in outcomes) * 1000 / cases,
        cold_ms=cold_ms,
        cached_ms=cached_ms,
    )


def report(rows: list[Row]) -> None:
    by_name = {row.language: row for row in rows}
    heads = [f"/ {name}" for name in COMPARED if name in by_name]
    print(
        f"{'language':<11} {'per case':>9} {'call':>8} {'overhead':>9} "
        + " ".join(f"{head:>12}" for head in heads)
        + f" {'cold build':>11} {'cached':>8}"
    )
    for row in rows:
        ratios = " ".join(
            f"{row.overhead_us / max(by_name[name].overhead_us, 1e-3):>11.2f}x"
            for name in COMPARED
            if name in by_name
        )
        cold = f"{row.cold_ms:>9.0f} ms" if row.cold_ms else f"{'-':>11}"
        print(
            f"{row.language:<11} {row.per_case_us:>7.1f}us {row.call_us:>6.1f}us {row.overhead_us:>7.1f}us "
            f"{ratios} {cold} {row.cached_ms:>6.1f}ms"
        )
    print("  (" + "; ".join(f"{row.language}: {row.source}" for row in rows) + ")")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--cases", type=int, default=2000)
    parser.add_argument("--lang", action="append", help="only these languages (default: all)")
    options = parser.parse_args()
    wanted = [entry for entry in LANGUAGES if not options.lang or entry.name in options.lang]
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as folder:
        for entry in wanted:
            measured = measure(entry, options.cases, Path(folder))
            if isinstance(measured, Row):
                rows.append(measured)
            else:
                print(measured)
    print(f"load average {os.getloadavg()[0]:.1f}, {options.cases} cases a language")
    report(rows)


if __name__ == "__main__":
    main()
