"""What judging a C++ or Go solution costs over calling its function inside the language, and what
the build cache saves.

Run from a checkout:  python bench/lang_overhead_cpp_go.py [--cases 2000]

Per language, from one run: the wall time per case through the runner (pipes, JSON, the driver)
against the time the driver measured around the call itself, on the same small cases of
predict-the-winner; and a cold compile of a fresh file (the toolchain's own caches, the
precompiled header and GOCACHE, already warm) against preparing the same file again (cached).
It prints figures and ratios; it asserts nothing. The machine may be shared and noisy.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from judge.bank.spec import load_problem
from judge.grading.session import build_root
from judge.model.outcome import OutcomeKind
from judge.model.settings import environment
from judge.sandbox.languages import ToolchainMissingError, by_name
from judge.sandbox.runner import Runner

SOLUTIONS = {
    "cpp": ROOT / "tests" / "lang" / "cpp" / "ac_lc_predict_the_winner.cpp",
    "go": ROOT / "tests" / "lang" / "go" / "ac_lc_predict_the_winner.go",
}


def measure(language: str, cases: int, folder: Path) -> None:
    problem = load_problem(ROOT / "problems" / "predict-the-winner.yaml")
    lang = by_name(language)
    source = SOLUTIONS[language]
    fresh = folder / f"bench_{time.time_ns()}{source.suffix}"  # never built before
    fresh.write_text(source.read_text() + f"\n// {time.time_ns()}\n")
    root = build_root(environment())
    try:
        started = time.perf_counter()
        cold = lang.prepare(fresh, problem.signature, root)
        cold_ms = (time.perf_counter() - started) * 1000
    except ToolchainMissingError as exc:
        print(f"{language}: skipped ({exc})")
        return
    started = time.perf_counter()
    cached = lang.prepare(fresh, problem.signature, root)
    cached_ms = (time.perf_counter() - started) * 1000
    assert cached.cached and not cold.cached

    rng = random.Random(1)
    inputs = [{"nums": [rng.randint(0, 100) for _ in range(rng.randint(1, 20))]} for _ in range(cases)]
    with Runner(cached, problem.signature, problem.limits) as runner:
        assert runner.start() is None
        list(runner.run_many(inputs[:50]))  # warm up
        started = time.perf_counter()
        outcomes = list(runner.run_many(inputs))
        total_s = time.perf_counter() - started
    assert all(o.kind is OutcomeKind.OK for o in outcomes)
    per_case_ms = total_s * 1000 / cases
    call_ms = sum(o.wall_ms for o in outcomes) / cases
    overhead_ms = per_case_ms - call_ms
    print(
        f"{language}: per case {per_case_ms * 1000:.1f} us through the runner, "
        f"{call_ms * 1000:.2f} us in the call: overhead {overhead_ms * 1000:.1f} us a case, "
        f"ratio {per_case_ms / max(call_ms, 1e-9):.0f}x the call"
    )
    print(
        f"{language}: compile cold {cold.compile_ms:.0f} ms (prepare {cold_ms:.0f} ms), cached "
        f"prepare {cached_ms:.1f} ms (compile_ms {cached.compile_ms:g}): "
        f"cold/cached {cold_ms / max(cached_ms, 1e-3):.0f}x"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=2000)
    parser.add_argument("--lang", choices=sorted(SOLUTIONS), action="append")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as folder:
        for language in options.lang or sorted(SOLUTIONS):
            measure(language, options.cases, Path(folder))


if __name__ == "__main__":
    main()
