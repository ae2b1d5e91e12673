"""Stress testing: random inputs inside a problem's constraints, a candidate against a reference, and
hypothesis shrinking the first difference to a minimal counterexample. The only hypothesis importer.

How a run goes (one job; `jobs` of them split the count, each with its own pair of children):

- Search. Every input is a value of the hypothesis strategy `strategy_for(problem)` builds from the
  constraints. Drawing through hypothesis' engine costs 0.5-1.5 ms an input here, more than the two
  child round trips a case needs, so the search draws the strategy's *choice sequences* directly with
  a seeded `random.Random`: each sampler below mirrors its strategy's choice layout exactly (tests
  replay them through hypothesis to check). Sizes start small and grow over the first third of the
  run; values come from narrow, wide and boundary ranges, with repeats, so ties happen.
- Judge. The reference's child answers first (any failure there is the problem's fault: IE), then
  the candidate's child runs the same input and submit's checker decides (judging's verdict logic).
  Answers are cached per input, so shrinking never runs an input twice.
- Shrink. The failing input's choice sequence goes into an in-memory example database (its
  secondary corpus: failing, not yet minimal) and a `@given` test replays it (phase reuse) and
  shrinks it (phase shrink): the minimal counterexample is hypothesis' own. A problem that ships `solutions/<slug>/strategy.py` has no sampler, so its run
  is plain `@given` generation and shrinking (slower, one job).
"""

from __future__ import annotations

import importlib.util
import json
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, Verbosity, given, seed as hypothesis_seed, settings
from hypothesis import strategies as st
from hypothesis.database import InMemoryExampleDatabase, choices_to_bytes

from .constraints import RULES, Param, check_args
from .errors import InputError, JudgeError
from .judging import (ProblemFaultError, _checker, _verdict,  # the verdict logic of submit, shared
                      check_solution_file, reference_limits)
from .runner import Limits, Runner
from .spec import Problem, TestCase
from .types import ValueType
from .verdict import Verdict

DEFAULT_MAX_SIZE = 10  # list lengths and scalar ints, unless --max-size says otherwise
RAMP_SHARE = 3  # sizes grow to the maximum over the first 1/RAMP_SHARE of the draws,
RAMP_MAX_DRAWS = 40  # but spend no more than this many draws on each size on the way
SHRINK_BUDGET_S = 60.0  # after this, shrinking only revisits inputs it has already run
PROGRESS_EVERY = 16  # cases between two progress reports of a job
CACHE_LIMIT = 500_000  # inputs remembered per job (for repeats and shrinking), ~100 MB at most
DEFAULT_ALPHABET = "abcdefghijklmnopqrstuvwxyz"
_HYPOTHESIS = threading.Lock()  # one hypothesis run at a time, whatever the number of jobs


@dataclass(frozen=True)
class Counterexample:
    args: dict[str, Any]
    expected: Any
    got: Any
    verdict: Verdict
    message: str


@dataclass(frozen=True)
class StressResult:
    ok: bool
    cases_run: int  # distinct inputs judged while searching (shrinking not counted)
    seed: int
    counterexample: Counterexample | None
    interrupted: bool = False
    shrink_runs: int = 0  # new inputs judged while shrinking
    unshrunk: dict[str, Any] | None = None  # the failing input as first found


# -- the input space: hypothesis strategies and their fast samplers ----------------------------------------
class _Knobs:
    """The shape of one search case: a size cap and a range for the numbers."""

    def __init__(self, rng: random.Random, size: int) -> None:
        self.size = size
        mode = rng.random()
        self.spread = rng.choice((1, 2, 3, 5, 9)) if mode < 0.45 else 100 if mode < 0.75 else None

    def number(self, rng: random.Random, low: int, high: int) -> int:
        if rng.random() < 0.05:
            return low if rng.random() < 0.5 else high
        if self.spread is None:
            return rng.randint(low, high)
        centre = min(max(0, low), high)
        return rng.randint(max(low, centre - self.spread), min(high, centre + self.spread))

    def length(self, rng: random.Random, low: int, high: int) -> int:
        return rng.randint(low, max(low, min(high, self.size)))


class _Gen:
    """A value under constraints, as a hypothesis strategy and as a sampler of the same choices."""

    def strategy(self) -> st.SearchStrategy:
        raise NotImplementedError

    def sample(self, rng: random.Random, knobs: _Knobs, choices: list) -> Any:
        """A value, appending to `choices` what hypothesis would draw to produce it."""
        raise NotImplementedError


@dataclass(frozen=True)
class _Int(_Gen):
    low: int
    high: int
    scalar: bool  # a parameter of its own (often a size): follows the size ramp

    def strategy(self) -> st.SearchStrategy:
        return st.integers(self.low, self.high)

    def sample(self, rng: random.Random, knobs: _Knobs, choices: list) -> int:
        if self.scalar:
            low, high = _scalar_bounds(self.low, self.high, knobs.size)
            value = rng.randint(low, high)
        else:
            value = knobs.number(rng, self.low, self.high)
        choices.append(value)
        return value


@dataclass(frozen=True)
class _Bool(_Gen):
    def strategy(self) -> st.SearchStrategy:
        return st.booleans()

    def sample(self, rng: random.Random, knobs: _Knobs, choices: list) -> bool:
        value = rng.random() < 0.5
        choices.append(value)
        return value


@dataclass(frozen=True)
class _Float(_Gen):
    low: float
    high: float

    def strategy(self) -> st.SearchStrategy:
        return st.floats(self.low, self.high, allow_nan=False, allow_infinity=False)

    def sample(self, rng: random.Random, knobs: _Knobs, choices: list) -> float:
        value = float(knobs.number(rng, int(self.low), int(self.high))) if rng.random() < 0.5 \
            else rng.uniform(self.low, self.high)
        value = min(max(value, self.low), self.high)
        choices.append(value)
        return value


@dataclass(frozen=True)
class _Text(_Gen):
    alphabet: str
    low: int
    high: int

    def strategy(self) -> st.SearchStrategy:
        return st.text(alphabet=self.alphabet, min_size=self.low, max_size=self.high)

    def sample(self, rng: random.Random, knobs: _Knobs, choices: list) -> str:
        letters = self.alphabet[: rng.randint(1, len(self.alphabet))]  # few letters: repeats
        value = "".join(rng.choice(letters) for _ in range(knobs.length(rng, self.low, self.high)))
        choices.append(value)
        return value


@dataclass(frozen=True)
class _List(_Gen):
    item: _Gen
    low: int
    high: int

    def strategy(self) -> st.SearchStrategy:
        return st.lists(self.item.strategy(), min_size=self.low, max_size=self.high)

    def sample(self, rng: random.Random, knobs: _Knobs, choices: list) -> list:
        # hypothesis draws a "one more?" boolean before each element and a final False, unless the
        # length is fixed (forced booleans are still in the choice sequence)
        flags = self.low != self.high
        value: list = []
        for _ in range(knobs.length(rng, self.low, self.high)):
            if flags:
                choices.append(True)
            if isinstance(self.item, _Int) and value and rng.random() < 0.15:
                item = rng.choice(value)  # a repeat: ties and equal ends matter in these games
                choices.append(item)
            else:
                item = self.item.sample(rng, knobs, choices)
            value.append(item)
        if flags:
            choices.append(False)
        return value


@dataclass(frozen=True)
class _Ruled(_Gen):
    """A value that must satisfy named rules: repaired by a pure map where we know how, then filtered."""

    inner: _Gen
    param: Param

    def strategy(self) -> st.SearchStrategy:
        return self.inner.strategy().map(self._repair).filter(self._holds)

    def sample(self, rng: random.Random, knobs: _Knobs, choices: list) -> Any:
        value = self._repair(self.inner.sample(rng, knobs, choices))
        return value if self._holds(value) else _REJECTED

    def _repair(self, value: Any) -> Any:
        for rule in self.param.rules:
            repair = _REPAIRS.get(rule)
            if repair is not None:
                value = repair(value, self.param)
        return value

    def _holds(self, value: Any) -> bool:
        return all(RULES[rule].holds(value) for rule in self.param.rules)


_REJECTED = object()


def _even_length(value: list, param: Param) -> list:
    if len(value) % 2 == 0:
        return value
    low = param.length[0] if param.length else 0
    return value[:-1] if len(value) - 1 >= low else value + value[-1:]


def _odd_sum(value: list, param: Param) -> list:
    if not value or sum(value) % 2 == 1:
        return value
    low, high = param.values or (None, None)
    step = 1 if high is None or value[-1] + 1 <= high else -1
    if low is not None and value[-1] + step < low:
        return value
    return value[:-1] + [value[-1] + step]


# Deterministic repairs (a hypothesis map must not use randomness); other rules are only filtered.
_REPAIRS: dict[str, Callable[[Any, Param], Any]] = {"even_length": _even_length, "odd_sum": _odd_sum}


def _scalar_bounds(low: int, high: int, size: int) -> tuple[int, int]:
    """An int parameter's range under a size cap: near zero, inside its declared range."""
    return max(low, min(high, 0) - size), min(high, max(low, 0) + size)


def _gen(param: Param, value_type: ValueType, size: int, top: bool) -> _Gen:
    kind = value_type.name
    if kind == "int":
        if top:
            low, high = param.range or (0, 100)
            return _Int(*_scalar_bounds(int(low), int(high), size), scalar=True)
        low, high = param.values or (0, 100)
        return _Int(int(low), int(high), scalar=False)
    if kind == "bool":
        return _Bool()
    if kind == "float":
        low, high = (param.range if top else param.values) or (-1000, 1000)
        return _Float(float(low), float(high))
    low_len, high_len = (param.length if top else None) or (0, size)
    low_len, high_len = int(low_len), int(high_len)
    high_len = max(low_len, min(high_len, size))
    if kind == "str":
        return _Text(param.alphabet or DEFAULT_ALPHABET, low_len, high_len)
    assert value_type.item is not None
    return _List(_gen(param, value_type.item, size, top=False), low_len, high_len)


@dataclass(frozen=True)
class _Space:
    """Every parameter's generator; the args strategy draws them in the signature's order."""

    names: tuple[str, ...]
    gens: tuple[_Gen, ...]

    def strategy(self) -> st.SearchStrategy:
        names = self.names
        return st.tuples(*(g.strategy() for g in self.gens)).map(lambda values: dict(zip(names, values)))

    def sample(self, rng: random.Random, size: int) -> tuple[dict[str, Any] | None, list]:
        knobs = _Knobs(rng, size)
        choices: list = []
        values = [g.sample(rng, knobs, choices) for g in self.gens]
        if any(v is _REJECTED for v in values):
            return None, choices
        return dict(zip(self.names, values)), choices


def input_space(problem: Problem, max_size: int) -> _Space:
    """The constraint-derived generators of the problem's parameters (sizes capped at `max_size`)."""
    gens = []
    for param in problem.signature.params:
        gen = _gen(param, param.type, max_size, top=True)
        gens.append(_Ruled(gen, param) if param.rules else gen)
    return _Space(tuple(p.name for p in problem.signature.params), tuple(gens))


def _custom_strategy(problem: Problem, max_size: int) -> st.SearchStrategy | None:
    path = problem.solutions_dir / "strategy.py"
    if not path.is_file():
        return None
    module = _load_module(path, f"judge_strategy_{problem.slug}")
    try:
        strategy = module.strategy(max_size)
    except Exception as exc:
        raise ProblemFaultError(f"{path}: strategy({max_size}) failed: {type(exc).__name__}: {exc}") from None
    if not isinstance(strategy, st.SearchStrategy):
        raise ProblemFaultError(f"{path}: strategy() must return a hypothesis strategy, "
                                f"got {type(strategy).__name__}")
    return strategy


def strategy_for(problem: Problem, max_size: int | None = None) -> st.SearchStrategy:
    """The hypothesis strategy of the problem's inputs (args dicts): the shipped strategy.py, else one
    derived from the constraints, with list lengths and int parameters capped at `max_size`."""
    size = max_size or DEFAULT_MAX_SIZE
    custom = _custom_strategy(problem, size)
    return custom if custom is not None else input_space(problem, size).strategy()


def replay(strategy: st.SearchStrategy, choices: list) -> Any:
    """The value hypothesis draws from `strategy` given `choices` (None if it cannot): how the tests
    check that a sampler's choices mean to hypothesis exactly the value the sampler returned."""
    database = InMemoryExampleDatabase()
    database.save(b"judge-replay", choices_to_bytes(choices))
    drawn: list = []

    def keep(value: Any) -> None:
        drawn.append(value)

    test = settings(database=database, phases=[Phase.reuse], max_examples=1, **_QUIET)(given(strategy)(keep))
    test._hypothesis_internal_database_key = b"judge-replay"
    with _HYPOTHESIS:
        test()
    return drawn[0] if drawn else None


# -- judging one input -----------------------------------------------------------------------------------
class _Duel:
    """The candidate and the reference in persistent children; every input judged at most once."""

    def __init__(self, problem: Problem, candidate: Path, reference: Path) -> None:
        spec = problem.limits
        names = problem.signature.names
        self.problem = problem
        self.limits = Limits(spec.time_ms, spec.memory_mb, spec.output_kb)
        self.candidate = Runner(candidate, names, self.limits, display_name=candidate.name)
        self.reference = Runner(reference, names, reference_limits(problem), display_name=reference.name)
        self.checker = _checker(problem)
        self.cache: dict[str, Counterexample | None] = {}

    def __enter__(self) -> _Duel:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.candidate.close()
        self.reference.close()

    def open(self) -> Counterexample | None:
        """Start both children; a candidate that does not load is a CE counterexample."""
        failure = self.reference.start()
        if failure:
            raise ProblemFaultError(f"{self.reference.display_name} does not load: {failure.message}")
        failure = self.candidate.start()
        if failure:
            return Counterexample({}, None, None, Verdict.CE, failure.message)
        return None

    def seen(self, key: str) -> bool:
        return key in self.cache

    def judge(self, args: dict[str, Any], key: str) -> Counterexample | None:
        if key in self.cache:
            return self.cache[key]
        expected = self._expected(args)
        if not self.candidate.alive:
            failure = self.candidate.start()
            if failure:
                raise JudgeError(f"{self.candidate.display_name}: could not restart its child: "
                                 f"{failure.message}")
        case = _verdict(TestCase("stress", args, expected, "stress"), self.candidate.run(args),
                        self.checker, self.limits, self.problem.signature.returns)
        if case.verdict is Verdict.IE:
            raise ProblemFaultError(f"{self.problem.slug}: the checker failed on {_short(args)}: "
                                    f"{case.message}")
        found = None if case.verdict is Verdict.AC else \
            Counterexample(args, expected, case.got, case.verdict, case.message)
        if found is not None or len(self.cache) < CACHE_LIMIT:
            self.cache[key] = found
        return found

    def _expected(self, args: dict[str, Any]) -> Any:
        if not self.reference.alive:
            failure = self.reference.start()
            if failure:
                raise ProblemFaultError(f"{self.reference.display_name} does not restart: {failure.message}")
        outcome = self.reference.run(args)
        if outcome.kind != "ok":
            detail = outcome.message.strip().splitlines()[-1] if outcome.message.strip() else outcome.value_type
            raise ProblemFaultError(f"{self.problem.slug}: {self.reference.display_name} failed "
                                    f"({outcome.kind}) on {_short(args)}: {detail}")
        return outcome.value


def _key(args: dict[str, Any]) -> str:
    return json.dumps(args, sort_keys=True)


def _short(args: Any, limit: int = 200) -> str:
    text = json.dumps(args)
    return text if len(text) <= limit else text[: limit - 3] + "..."


# -- one job: search, then shrink --------------------------------------------------------------------------
class _Stop(BaseException):
    """Asked to stop (Ctrl-C, or a lower job found a failure): not a test failure for hypothesis."""


class _Abort(BaseException):
    """A JudgeError inside a hypothesis test (e.g. the reference failed): must not be shrunk."""

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
    space: _Space | None  # None: the problem ships its own strategy
    strategy: st.SearchStrategy
    tick: Callable[[int], None]
    stop: threading.Event = field(default_factory=threading.Event)
    cases_run: int = 0
    shrink_runs: int = 0
    found: Counterexample | None = None
    unshrunk: dict[str, Any] | None = None
    error: JudgeError | None = None
    crash: Exception | None = None
    stopped: bool = False
    duel: _Duel | None = None
    _pending: int = 0

    def run(self) -> None:
        try:
            with _Duel(self.problem, self.candidate, self.reference) as duel:
                self.duel = duel
                self.found = duel.open()
                if self.found is None:
                    if self.space is not None:
                        self._search(duel)
                    else:
                        self._given(duel)
        except _Stop:
            self.stopped = True
        except _Abort as exc:
            self.error = exc.error
        except JudgeError as exc:
            self.error = exc
        except Exception as exc:  # a bug of ours: re-raised in the main thread, unless we were killed
            if not self.stop.is_set():
                self.crash = exc
        finally:
            self._flush()

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

    def _search(self, duel: _Duel) -> None:
        assert self.space is not None
        rng = random.Random(f"judge-stress:{self.seed}:{self.index}")
        ramp = max(1, min(self.count // RAMP_SHARE, RAMP_MAX_DRAWS * self.max_size))
        draws = 0
        while self.cases_run < self.count and draws < 5 * self.count + 100:
            if self.stop.is_set():
                raise _Stop
            # sizes grow with the draws, repeats included: a small space used up moves the size on
            size = min(self.max_size, 1 + draws * self.max_size // ramp)
            draws += 1
            args, choices = self.space.sample(rng, size)
            if args is None:
                continue
            key = _key(args)
            if duel.seen(key):
                continue  # repeats are not cases; a tiny input space ends the search early
            self._count_case()
            found = duel.judge(args, key)
            if found is not None:
                self._flush()
                self.unshrunk = args
                self.found = found
                self.found = self._shrink(duel, choices)
                return

    def _shrink(self, duel: _Duel, choices: list) -> Counterexample:
        """Hypothesis replays the failing choice sequence from a database, then shrinks it."""
        assert self.found is not None
        database = InMemoryExampleDatabase()
        # The "secondary" corpus holds failing examples not yet minimal; one from the primary corpus
        # would be taken as already shrunk and reported as it is.
        database.save(b"judge-stress.secondary", choices_to_bytes(choices))
        probe = self._probe(duel, searching=False)
        configured = settings(database=database, phases=[Phase.reuse, Phase.shrink], max_examples=1,
                              **_QUIET)
        test = configured(hypothesis_seed(self.seed)(given(self.strategy)(probe)))
        test._hypothesis_internal_database_key = b"judge-stress"  # as hypothesis.find does
        return self._run_hypothesis(test) or self.found  # not replayed: keep the input as found

    def _given(self, duel: _Duel) -> None:
        """A shipped strategy: plain hypothesis generation and shrinking, counted case by case."""
        probe = self._probe(duel, searching=True)
        configured = settings(database=None, phases=[Phase.generate, Phase.shrink],
                              max_examples=self.count, **_QUIET)
        test = configured(hypothesis_seed(self.seed)(given(self.strategy)(probe)))
        self.found = self._run_hypothesis(test)

    def _probe(self, duel: _Duel, searching: bool) -> Callable[[dict], None]:
        started = time.monotonic()

        def probe(args: dict[str, Any]) -> None:
            if self.stop.is_set():
                raise _Stop
            key = _key(args)
            if not duel.seen(key):
                if searching and self.found is None:
                    if self.cases_run >= self.count:
                        return
                    problems = check_args(self.problem.signature.params, args)
                    if problems:
                        raise _Abort(ProblemFaultError(f"{self.problem.slug}: strategy.py broke the "
                                                       f"constraints: {problems[0]}"))
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
                self.found = found  # the latest failure is the smallest so far (kept if stopped)
                raise _Failed(found)

        return probe

    def _run_hypothesis(self, test: Callable[[], None]) -> Counterexample | None:
        with _HYPOTHESIS:
            try:
                test()
            except _Failed as exc:
                return exc.found
        return None


_QUIET = dict(deadline=None, suppress_health_check=list(HealthCheck), verbosity=Verbosity.quiet,
              report_multiple_bugs=False, print_blob=False)


# -- the run ---------------------------------------------------------------------------------------------
def stress(
    problem: Problem,
    candidate: Path,
    *,
    reference: Path | None = None,
    count: int = 1000,
    seed: int | None = None,
    max_size: int | None = None,
    jobs: int = 1,
    on_progress: Callable[[int], None] | None = None,
) -> StressResult:
    """Judge `candidate` against `reference` (default: the problem's) on `count` random inputs.

    `on_progress` gets the number of cases run so far (from worker threads). Ctrl-C stops the run:
    the result says `interrupted` and keeps any failure found so far. Raises ProblemFaultError when
    the reference, the checker or strategy.py fails, InputError for bad arguments.
    """
    if count < 1 or jobs < 1 or (max_size is not None and max_size < 1):
        raise InputError("count, jobs and max_size must be positive")
    check_solution_file(candidate)
    reference = reference or problem.reference
    if seed is None:
        seed = new_seed()
    size = max_size or DEFAULT_MAX_SIZE
    custom = _custom_strategy(problem, size)
    space = None if custom is not None else input_space(problem, size)
    strategy = custom if custom is not None else space.strategy()
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
        _Job(index, problem, Path(candidate), Path(reference), count // jobs + (index < count % jobs),
             seed + index, size, space, strategy, tick)
        for index in range(jobs)
    ]
    interrupted = _run_jobs(workers)
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


def _run_jobs(workers: list[_Job]) -> bool:
    """Run the jobs in threads (children do the work, so threads run in parallel enough).

    A job that finds a failure stops the jobs after it, so the reported failure is always that of
    the lowest failing job: the same seed gives the same counterexample whatever the timing.
    Returns whether Ctrl-C interrupted the run.
    """
    threads = [threading.Thread(target=job.run, name=f"stress-{job.index}", daemon=True) for job in workers]
    for thread in threads:
        thread.start()
    interrupted = False
    try:
        while True:
            alive = [t for t in threads if t.is_alive()]
            if not alive:
                break
            first = next((job.index for job in workers if job.found is not None), None)
            if first is not None:
                for later in workers[first + 1:]:
                    later.stop.set()
            alive[0].join(0.05)
    except KeyboardInterrupt:
        interrupted = True
        for job in workers:
            job.stop.set()
        try:
            for thread in threads:  # each stops after its current case (at most one case's deadline)
                while thread.is_alive():
                    thread.join(0.05)
        except KeyboardInterrupt:  # a second Ctrl-C: no waiting, but no child left behind either
            for job in workers:
                job.kill()
            for thread in threads:
                thread.join(2.0)
            raise
    return interrupted


# -- the line of play ------------------------------------------------------------------------------------
def line_of_play(problem: Problem, args: dict[str, Any]) -> list[dict[str, Any]] | None:
    """One optimal game on `args` from solutions/<slug>/play.py (None if the problem has none).

    Each turn is {"player", "move", "scores": {player: running total}}. Raises ProblemFaultError
    when play.py fails: it is the problem's code, not the user's.
    """
    path = problem.solutions_dir / "play.py"
    if not path.is_file():
        return None
    module = _load_module(path, f"judge_play_{problem.slug}")
    try:
        turns = list(module.line_of_play(**args))
    except Exception as exc:
        raise ProblemFaultError(f"{path}: line_of_play failed: {type(exc).__name__}: {exc}") from None
    return turns


def _load_module(path: Path, name: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as exc:
        raise ProblemFaultError(f"{path}: cannot be loaded: {type(exc).__name__}: {exc}") from None
    return module
