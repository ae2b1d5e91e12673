"""Hypothesis strategies of a problem's inputs, mirrored choice for choice by the samplers of
sampling.py. With search.py, the only importer of hypothesis."""

from __future__ import annotations

import threading
from typing import Any

from hypothesis import HealthCheck, Phase, Verbosity, given, settings
from hypothesis import strategies as st
from hypothesis.database import InMemoryExampleDatabase, choices_to_bytes

from judge.bank.spec import Problem
from judge.grading.validation import repaired
from judge.stress import sampling

DEFAULT_MAX_SIZE = 10  # list lengths and scalar ints, unless --max-size says otherwise
HYPOTHESIS_LOCK = threading.Lock()  # one hypothesis run at a time, whatever the number of jobs
QUIET_SETTINGS: dict[str, Any] = {
    "deadline": None,
    "suppress_health_check": list(HealthCheck),
    "verbosity": Verbosity.quiet,
    "report_multiple_bugs": False,
    "print_blob": False,
}


def space_strategy(space: sampling.Space) -> st.SearchStrategy:
    """The hypothesis strategy each sampler of `space` mirrors, choice for choice."""
    names = space.names
    return st.tuples(*map(_strategy, space.gens)).map(lambda values: dict(zip(names, values)))


def _strategy(gen: sampling.Gen) -> st.SearchStrategy:
    if isinstance(gen, sampling.Int):
        return st.integers(gen.low, gen.high)
    if isinstance(gen, sampling.Bool):
        return st.booleans()
    if isinstance(gen, sampling.Float):
        return st.floats(gen.low, gen.high, allow_nan=False, allow_infinity=False)
    if isinstance(gen, sampling.Text):
        return st.text(alphabet=gen.alphabet, min_size=gen.low, max_size=gen.high)
    if isinstance(gen, sampling.List):
        return st.lists(_strategy(gen.item), min_size=gen.low, max_size=gen.high)
    if isinstance(gen, sampling.Ruled):
        return _strategy(gen.inner).map(gen.repair).filter(gen.holds)
    raise TypeError(f"no strategy for {gen!r}")


def strategy_for(problem: Problem, max_size: int | None = None) -> st.SearchStrategy:
    """The hypothesis strategy of the problem's inputs (args dicts) derived from the constraints, with
    list lengths and int parameters capped at `max_size`, mended to keep the problem's own rules by
    its validator.py. (A shipped strategy.py never enters the judge: its search runs in its child.)"""
    return input_strategy(problem, sampling.input_space(problem, max_size or DEFAULT_MAX_SIZE))


def input_strategy(problem: Problem, space: sampling.Space) -> st.SearchStrategy:
    """space_strategy(space), each value then mended by the problem's validator.py (one call of its
    child an input: only shrinking draws through here) and left out if it still breaks a rule."""
    strategy = space_strategy(space)
    if problem.validator is None:
        return strategy
    return strategy.map(lambda args: repaired(problem, [args])[0]).filter(lambda args: args is not None)


def replay(strategy: st.SearchStrategy, choices: list) -> Any:
    """The value hypothesis draws from `strategy` given `choices` (None if it cannot): how the tests
    check that a sampler's choices mean to hypothesis exactly the value the sampler returned."""
    database = InMemoryExampleDatabase()
    database.save(b"judge-replay", choices_to_bytes(choices))
    drawn: list = []

    def keep(value: Any) -> None:
        drawn.append(value)

    test = settings(database=database, phases=[Phase.reuse], max_examples=1, **QUIET_SETTINGS)(
        given(strategy)(keep)
    )
    # hypothesis's own private hook (as hypothesis.find sets it): not in its typed API
    test._hypothesis_internal_database_key = b"judge-replay"  # type: ignore[attr-defined]
    with HYPOTHESIS_LOCK:
        test()
    return drawn[0] if drawn else None
