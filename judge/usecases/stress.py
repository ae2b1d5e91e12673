"""Stress testing a solution against the reference on random inputs (`judge stress`).

`stress` yields the seed, then the run's outcome (the counterexample shrunk, its line of play, where it was
saved), so the consumer shows it; asked for more, it refuses a problem's fault (ProblemFaultError,
exit 2) and records the run unless told not to, then yields Recorded.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any

from judge.grading.solution import SolutionFile
from judge.model.errors import JudgeError, ProblemFaultError
from judge.model.problem import Problem, ProblemKind
from judge.model.settings import Settings
from judge.model.verdict import Verdict
from judge.stress.search import StressResult
from judge.stress.search import stress as search


@dataclass(frozen=True)
class StressRequest:
    problem: Problem
    solution: SolutionFile
    settings: Settings  # the home (record, saved cases) and the clock
    count: int = 1000
    seed: int | None = None  # None: a new one (the outcome says which)
    max_size: int | None = None
    jobs: int = 1
    strict: bool = False
    save: bool = False  # keep the counterexample as the user's own case for submit
    record: bool = True


@dataclass(frozen=True)
class Stressed:
    result: StressResult
    seed: int
    turns: Any = None  # the reference's optimal line of play on the counterexample
    play_note: str = ""  # why there is no line of play
    saved_as: str | None = None

    @property
    def explainable(self) -> bool:
        """A counterexample the solution answered (not a CE or the problem's IE)."""
        example = self.result.counterexample
        return example is not None and example.verdict not in (Verdict.CE, Verdict.IE)


@dataclass(frozen=True)
class StressRecorded:
    outcome: str  # the verdict, "interrupted" or "passed"


@dataclass(frozen=True)
class Seeded:
    """The run is about to start with this seed (what replays it)."""

    seed: int


Progress = Callable[[int], None] | None


def stress(request: StressRequest) -> Generator[Seeded | Stressed | StressRecorded, Progress, None]:
    """Seeded, then the run and what it found, then what recording did. The consumer sends the run
    its progress callback in answer to Seeded (`on_progress(cases)` as it goes; next() sends none).
    Ctrl-C stops the run, which is kept as interrupted."""
    from judge.store import progress, regressions
    from judge.stress.search import line_of_play, new_seed

    problem = request.problem
    if request.record:  # a broken database fails before the run
        progress.open_store(request.settings.home).close()
    seed = new_seed() if request.seed is None else request.seed
    on_progress = yield Seeded(seed)
    result = search(
        problem,
        request.solution,
        count=request.count,
        seed=seed,
        max_size=request.max_size,
        jobs=request.jobs,
        on_progress=on_progress,
        language=request.solution.language,
        strict=request.strict,
        settings=request.settings,
    )
    stressed = Stressed(result, seed)
    example = result.counterexample
    if stressed.explainable:
        assert example is not None
        turns, note = None, ""
        try:  # a played problem's report carries its own game (the lost position, the dialogue)
            turns = line_of_play(problem, example.args) if problem.kind is ProblemKind.FUNCTION else None
            if turns is None and problem.kind is ProblemKind.FUNCTION:
                note = f"no line of play: {problem.slug} has no play.py"
        except JudgeError as exc:
            note = f"no line of play: {exc.message}"
        home = request.settings.home
        saved = (
            regressions.save(problem.slug, example.args, example.expected, home).name
            if request.save
            else None
        )
        stressed = Stressed(result, seed, turns, note, saved)
    yield stressed
    if example is not None and example.verdict is Verdict.IE:  # the problem's fault: exit 2
        raise ProblemFaultError(example.message or "the problem failed")
    if request.record:  # an interrupted run is recorded too, as what it is
        outcome = (
            example.verdict.value
            if example is not None
            else "interrupted"
            if result.interrupted
            else "passed"
        )
        detail = "" if example is None else json.dumps(example.args)[:200]
        settings = request.settings
        progress.record_stress(
            problem.slug,
            request.solution.path,
            result.cases_run,
            outcome,
            seed,
            detail,
            settings.home,
            settings.now(),
        )
        yield StressRecorded(outcome)
