"""Stress testing: random inputs inside a problem's constraints, a candidate against a reference,
and hypothesis shrinking the first difference to a minimal counterexample. The only hypothesis
importer with strategies.py.

How a run goes (one job; `jobs` of them split the count, each with its own pair of children):

- Search. Every input is a value of the hypothesis strategy `strategies.strategy_for(problem)` builds from the
  constraints. Drawing through hypothesis' engine costs 0.5-1.5 ms an input here, more than the two
  child round trips a case needs, so the search draws with the seeded samplers of judge/sampling.py,
  which also record the choice sequence the strategy would make for the same value (the tests replay
  them through hypothesis to check). Sizes start at 1 and grow with the draws; numbers come from
  narrow, wide and boundary ranges, with repeats, so ties happen.
- Judge. judge/duel.py: the reference's child answers, the candidate's child runs the same input,
  and submit's verdict logic and checker decide; every input is judged once (answers are cached).
- Shrink. The failing input's choice sequence goes into an in-memory example database (its secondary
  corpus: failing, not yet minimal) and a `@given` test replays it (phase reuse) and shrinks it
  (phase shrink): the minimal counterexample is hypothesis' own. A problem with a validator.py has
  its samples mended by it (a batch a call of its child) and the strategy mapped through it. A
  problem that ships `solutions/<slug>/strategy.py` (`strategy(max_size) -> SearchStrategy`) has no
  sampler: its run is plain `@given` generation and shrinking, slower, in one job, and in the
  strategy's own confined child (problem code never runs in the judge), which asks the judge to
  judge each example over its pipe (problem_files.search_with_strategy).
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hypothesis import Phase, given
from hypothesis import seed as hypothesis_seed
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from hypothesis.database import InMemoryExampleDatabase, choices_to_bytes

from judge.bank.spec import Problem
from judge.grading.judging import ProblemFaultError
from judge.grading.solution import SolutionFile, as_solution
from judge.grading.validation import input_problems
from judge.model.errors import InputError, JudgeError
from judge.model.settings import Settings
from judge.sandbox.languages import Language
from judge.stress import sampling
from judge.stress.drawing import Draws
from judge.stress.duel import Counterexample, Duel, input_key
from judge.stress.jobs import error_data, error_from, get_ready, run_jobs
from judge.stress.played import PlayedDuel, duel_class
from judge.stress.problem_files import line_of_play, search_with_strategy, shipped_strategy
from judge.stress.strategies import DEFAULT_MAX_SIZE, HYPOTHESIS_LOCK, QUIET_SETTINGS, input_strategy

__all__ = ["Counterexample", "StressResult", "line_of_play", "new_seed", "stress"]

SHRINK_BUDGET_S = 60.0  # after this, shrinking only revisits inputs it has already judged
PROGRESS_EVERY = 16  # cases between two progress reports of a job
BATCH = 64  # inputs drawn and then judged together (queued in the children as the runner's window allows)


@dataclass(frozen=True)
class StressResult:
    ok: bool  # no failure, and not interrupted
    cases_run: int  # distinct inputs judged while searching (shrinking not counted)
    seed: int
    counterexample: Counterexample | None
    interrupted: bool = False
    shrink_runs: int = 0  # new inputs judged while shrinking
    unshrunk: dict[str, Any] | None = None  # the failing input as first found


# -- one job: search, then shrink ------------------------------------------------------------------
class _Stop(BaseException):
    """Asked to stop (Ctrl-C, or a lower job found a failure): hypothesis lets it through."""


class _Abort(BaseException):
    """A JudgeError inside a hypothesis test (the reference failed...): not a failure to shrink."""

    def __init__(self, error: JudgeError) -> None:
        super().__init__(error.message)
        self.error = error


class _Failed(Exception):
    def __init__(self, found: Counterexample) -> None:
        super().__init__(found.verdict.value)
        self.found = found


@dataclass
class _Job:
    index: int
    problem: Problem
    candidate: Path
    reference: Path
    count: int
    seed: int
    max_size: int
    space: sampling.Space | None  # None: the problem ships its own strategy
    strategy: st.SearchStrategy | None  # the space's (None: the shipped one, searched in its child)
    shipped: Path | None  # the problem's strategy.py
    settings: Settings  # the home its programs are built in, the calibration its limits follow
    tick: Callable[[int], None]
    language: Language | None = None  # None: from the candidate's extension
    strict: bool = False  # no LeetCode conversions of returned values
    stop: threading.Event = field(default_factory=threading.Event)
    # set once run() has returned and its children are gone: after a join interrupted by Ctrl-C,
    # CPython 3.11 may call a thread dead that still runs (gh-90882), so this is what is waited on
    finished: threading.Event = field(default_factory=threading.Event)
    cases_run: int = 0
    shrink_runs: int = 0
    found: Counterexample | None = None
    unshrunk: dict[str, Any] | None = None
    error: JudgeError | None = None
    crash: Exception | None = None
    duel: Duel | PlayedDuel | None = None
    _pending: int = 0

    def run(self) -> None:
        try:
            duel_of = (
                self.problem,
                self.candidate,
                self.reference,
                self.settings,
                self.language,
                self.strict,
            )
            with duel_class(self.problem)(*duel_of) as duel:  # a played problem's games, or answers
                self.duel = duel
                self.found = duel.open()
                if self.found is None:
                    if self.space is not None:
                        self._search(duel)
                    else:
                        self._given(duel)
        except _Stop:
            pass
        except _Abort as exc:
            self.error = exc.error
        except JudgeError as exc:
            self.error = exc
        except Exception as exc:  # a bug of ours: re-raised in the main thread, unless we were killed
            if not self.stop.is_set():
                self.crash = exc
        finally:
            try:
                self._flush()
            finally:
                self.finished.set()

    def recipe(self) -> tuple[Callable[..., _Job], tuple[Any, ...]]:
        """How a worker process makes this job again (jobs.py); the strategy is rebuilt there."""
        return _remade, ({name: getattr(self, name) for name in _REMADE_FROM},)

    def outcome(self) -> dict[str, Any]:
        crash = None if self.crash is None else f"{type(self.crash).__name__}: {self.crash}"
        found = None if self.found is None else self.found.data()
        results = {name: getattr(self, name) for name in _RESULTS}
        return {**results, "found": found, "error": error_data(self.error), "crash": crash}

    def absorb(self, outcome: dict[str, Any]) -> None:
        self.cases_run, self.shrink_runs = (int(outcome.get(name) or 0) for name in _RESULTS[:2])
        self.unshrunk, self.error = outcome.get("unshrunk"), error_from(outcome.get("error"))
        if outcome.get("found") is not None:
            self.found = Counterexample.from_data(outcome["found"])
        if outcome.get("crash"):
            self.crash = RuntimeError(str(outcome["crash"]))

    def kill(self) -> None:
        """From another thread, when the user insists (a second Ctrl-C): end the children now."""
        self.stop.set()
        if self.duel is not None:
            self.duel.close()

    def _count_case(self) -> None:
        self.cases_run += 1
        self._pending += 1
        if self._pending >= PROGRESS_EVERY:
            self._flush()

    def _flush(self) -> None:
        if self._pending:
            pending, self._pending = self._pending, 0
            self.tick(pending)

    def _search(self, duel: Duel | PlayedDuel) -> None:
        """Draw, then judge in batches (in draw order: the first failure is as if one by one).

        Once the first verdict of a batch is in, both children have the rest of it queued: the
        next batch is drawn then, while they work, not while they wait for it. The draws are the
        same as one batch after the other (repeats are skipped against every input drawn so far),
        so a seed gives the same inputs and the same first failure.
        """
        assert self.space is not None
        rng = random.Random(f"judge-stress:{self.seed}:{self.index}")
        draw = Draws(self.problem, self.space, rng, self.count, self.max_size, duel.seen).take

        batch = draw(min(BATCH, self.count))
        queued = len(batch)  # inputs drawn to be judged
        while batch:
            if self.stop.is_set():
                raise _Stop
            following: list[tuple[dict[str, Any], str, list]] | None = None
            failing: list = []
            with closing(duel.judge_many([(args, key) for args, key, _ in batch])) as verdicts:
                for (args, _, drawn), found in zip(batch, verdicts):
                    if following is None:  # the rest of this batch is queued in the children
                        following = draw(min(BATCH, self.count - queued))
                        queued += len(following)
                    self._count_case()
                    if found is not None:
                        self._flush()
                        self.unshrunk, self.found, failing = args, found, drawn
                        break
            if self.found is not None:
                self.found = self._shrink(duel, failing)  # shrunk from the failing input's choices
                return
            batch = following or []

    def _shrink(self, duel: Duel | PlayedDuel, choices: list) -> Counterexample:
        """Hypothesis replays the failing choice sequence from a database, then shrinks it."""
        assert self.found is not None
        database = InMemoryExampleDatabase()
        # The secondary corpus holds failing examples that are not yet minimal; one in the primary
        # corpus would be taken as already shrunk and reported as it is.
        database.save(b"judge-stress.secondary", choices_to_bytes(choices))
        configured = hypothesis_settings(
            database=database, phases=[Phase.reuse, Phase.shrink], max_examples=1, **QUIET_SETTINGS
        )
        assert self.strategy is not None
        test = configured(hypothesis_seed(self.seed)(given(self.strategy)(self._probe(duel, False))))
        # hypothesis's own private hook (as hypothesis.find sets it): not in its typed API
        test._hypothesis_internal_database_key = b"judge-stress"  # type: ignore[attr-defined]
        return self._run_hypothesis(test) or self.found  # not replayed: keep the input as found

    def _given(self, duel: Duel | PlayedDuel) -> None:
        """A shipped strategy: plain hypothesis generation and shrinking in the strategy's own child,
        which asks the judge about each example; counted case by case."""
        assert self.shipped is not None
        probe = self._probe(duel, True)

        def failed(args: dict[str, Any]) -> bool:
            try:
                probe(args)
            except _Failed:
                return True
            return False

        search_with_strategy(self.shipped, self.max_size, self.count, self.seed, failed)

    def _probe(self, duel: Duel | PlayedDuel, searching: bool) -> Callable[[dict], None]:
        """The test hypothesis runs: raises _Failed on a failing input (the latest is kept)."""
        started = time.monotonic()

        def probe(args: dict[str, Any]) -> None:
            if self.stop.is_set():
                raise _Stop
            key = input_key(args)
            if not duel.seen(key):
                if searching and self.found is None:
                    if self.cases_run >= self.count:
                        return
                    problems = input_problems(self.problem, [args])[0]
                    if problems:
                        raise _Abort(
                            ProblemFaultError(
                                f"{self.problem.slug}: strategy.py broke the constraints: {problems[0]}"
                            )
                        )
                    self._count_case()
                elif time.monotonic() - started > SHRINK_BUDGET_S:
                    return  # out of shrinking time: only inputs already judged can still fail
                else:
                    self.shrink_runs += 1
            try:
                found = duel.judge(args, key)
            except JudgeError as exc:
                raise _Abort(exc) from None
            if found is not None:
                if self.found is None:
                    self.unshrunk = args
                self.found = found
                raise _Failed(found)

        return probe

    def _run_hypothesis(self, test: Callable[[], None]) -> Counterexample | None:
        with HYPOTHESIS_LOCK:
            try:
                test()
            except _Failed as exc:
                return exc.found
        return None


# what a worker needs to make a job again (all but the strategy, which it builds, and the progress)
_REMADE_FROM = (
    "index problem candidate reference count seed max_size space shipped settings language strict".split()
)
_RESULTS = ("cases_run", "shrink_runs", "unshrunk")


def _remade(fields: dict[str, Any]) -> _Job:
    """A job in its worker process, from its recipe (jobs.py sends its progress to the judge)."""
    return _Job(**fields, strategy=input_strategy(fields["problem"], fields["space"]), tick=print)


# -- the run ---------------------------------------------------------------------------------------
def stress(
    problem: Problem,
    candidate: Path | SolutionFile,
    *,
    settings: Settings,
    reference: Path | None = None,
    count: int = 1000,
    seed: int | None = None,
    max_size: int | None = None,
    jobs: int = 1,
    on_progress: Callable[[int], None] | None = None,
    language: Language | None = None,
    strict: bool = False,
) -> StressResult:
    """Judge `candidate` against `reference` (default: the problem's) on `count` random inputs.

    `on_progress` gets the number of cases run so far (from worker threads). Ctrl-C stops the run:
    the result says `interrupted` and keeps any failure found so far. Raises ProblemFaultError when
    the reference, the checker or strategy.py fails, InputError for bad arguments. `strict`: no
    LeetCode conversions of returned values (see grading.checkers).
    """
    if count < 1 or jobs < 1 or (max_size is not None and max_size < 1):
        raise InputError("count, jobs and max_size must be positive")
    checked = as_solution(candidate, language.name if language else None)
    candidate, language = checked.path, language or checked.language  # its jobs' workers take the path
    get_ready(min(jobs, count))
    reference = reference or problem.reference
    seed = new_seed() if seed is None else seed
    size = max_size or DEFAULT_MAX_SIZE
    shipped = shipped_strategy(problem)
    space: sampling.Space | None = None
    strategy: st.SearchStrategy | None = None
    if shipped is None:
        space = sampling.input_space(problem, size)
        strategy = input_strategy(problem, space)
    jobs = 1 if space is None else min(jobs, count)

    lock = threading.Lock()
    total = [0]

    def tick(cases: int) -> None:
        with lock:
            total[0] += cases
            done = total[0]
        if on_progress is not None:
            on_progress(done)

    workers = [
        _Job(
            index,
            problem,
            Path(candidate),
            Path(reference),
            count // jobs + (index < count % jobs),
            seed + index,
            size,
            space,
            strategy,
            shipped,
            settings,
            tick,
            language,
            strict,
        )
        for index in range(jobs)
    ]
    interrupted = run_jobs(workers)
    for job in workers:
        if job.crash is not None:
            raise job.crash
        if job.error is not None:
            raise job.error
    failed = next((job for job in workers if job.found is not None), None)
    return StressResult(
        ok=failed is None and not interrupted,
        cases_run=sum(job.cases_run for job in workers),
        seed=seed,
        counterexample=failed.found if failed else None,
        interrupted=interrupted,
        shrink_runs=failed.shrink_runs if failed else 0,
        unshrunk=failed.unshrunk if failed else None,
    )


def new_seed() -> int:
    """A fresh seed for a run the user did not seed (printed, so it can be replayed)."""
    return random.SystemRandom().randrange(2**32)
