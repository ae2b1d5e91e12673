"""How fast the strategy referee proves a strategy: positions per second of the exhaustive proof
(every opponent reply, each position once) and plies per second of the games mode, with the
bank's reference strategies called in this process (no channel: the figure is the referee's own
cost plus a Python method call per move).

Run from a checkout:  python bench/strategy.py [--rounds 3]

Goal (issue 26): an exhaustive proof over 10,000 positions in under 2 s on this machine. Each row is
the fastest of the rounds (load only adds time); the tables of the game model are built before the
clock starts, the strategy's constructor runs inside it.
"""

from __future__ import annotations

import argparse
import random
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from judge.sandbox.child import prelude_globals  # noqa: E402

SOLUTIONS = ROOT / "solutions"


def load_problem_module(path: Path, role: str) -> Any:
    """One of the bank's own files, imported here to time it in-process (the judge never does)."""
    import importlib.util

    shared = str(path.resolve().parent.parent / "_shared")
    if shared not in sys.path:
        sys.path.append(shared)
    spec = importlib.util.spec_from_file_location(f"bench_{role}_{path.parent.name}".replace("-", "_"), path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GOAL_POSITIONS, GOAL_SECONDS = 10_000, 2.0


def strategy_class(slug: str, stem: str) -> type:
    namespace = prelude_globals()
    path = SOLUTIONS / slug / f"{stem}.py"
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), namespace)  # noqa: S102
    return namespace["Strategy"]


def measure(slug: str, args: dict[str, Any], rounds: int) -> tuple[Any, float]:
    model = load_problem_module(SOLUTIONS / slug / "interactor.py", "interactor").model(**args)
    import referee  # noqa: PLC0415 - on sys.path once an interactor is loaded

    cls = strategy_class(slug, "reference")
    best: tuple[Any, float] | None = None
    for _ in range(rounds):
        judge = referee.Referee(model)
        started = time.perf_counter()
        verdict = judge.judge(lambda: referee.method_caller(cls(**args)))
        took = time.perf_counter() - started
        assert verdict.ok, verdict.failure
        if best is None or took < best[1]:
            best = (verdict, took)
    assert best is not None
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    rounds = parser.parse_args().rounds
    rng = random.Random(26)
    generator = load_problem_module(SOLUTIONS / "cat-and-mouse" / "generator.py", "generator")
    graph = generator.generate(random.Random(9133), 50)["graph"]
    cases = [
        ("pots-of-gold-play", {"pots": [rng.randint(0, 10**6) for _ in range(140)]}, "n = 140, A and B"),
        ("pots-of-gold-play", {"pots": [rng.randint(0, 10**6) for _ in range(199)]}, "n = 199, A and B"),
        ("coins-in-a-line-play", {"n": 5000}, "n = 5000, both sides"),
        ("game-of-nim-play", {"piles": [7, 6, 5, 3]}, "piles 7 6 5 3, both sides"),
        ("can-i-win-play", {"maxChoosableInteger": 13, "desiredTotal": 50}, "m = 13, total 50"),
        ("cat-and-mouse-play", {"graph": graph}, "50 nodes, the mouse"),
        ("pots-of-gold-play", {"pots": [rng.randint(0, 10**6) for _ in range(1000)]}, "n = 1000 (games)"),
    ]
    print(f"{'problem':<22} {'start':<28} {'mode':<10} {'explored':>9} {'seconds':>8} {'per second':>11}")
    met = []
    for slug, args, label in cases:
        verdict, took = measure(slug, args, rounds)
        count = verdict.explored if verdict.mode == "exhaustive" else verdict.positions
        unit = "positions" if verdict.mode == "exhaustive" else "asked"
        row = f"{slug:<22} {label:<28} {verdict.mode:<10} {count:>9,} {took:>8.3f} {count / took:>11,.0f}"
        print(row + (f"  ({unit}; {verdict.games} games)" if verdict.games else ""))
        if verdict.mode == "exhaustive" and count >= GOAL_POSITIONS:
            met.append(took < GOAL_SECONDS)
    print(
        f"goal: an exhaustive proof over {GOAL_POSITIONS:,} positions in under {GOAL_SECONDS} s: "
        + ("met" if met and all(met) else "not met")
    )


if __name__ == "__main__":
    sys.setrecursionlimit(250_000)
    threading.stack_size(512 * 1024 * 1024)
    worker = threading.Thread(target=main)
    worker.start()
    worker.join()
