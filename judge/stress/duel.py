"""A candidate against a reference, input by input, both in persistent children: the judge of a
stress run.

The reference answers first (any failure of it is the problem's fault: ProblemFaultError, IE); the
candidate then runs the same input, never seeing the expected value, and submit's own verdict logic
and checker decide. Every input is judged at most once: shrinking asks about the same inputs again
and again.
"""

from __future__ import annotations

from collections.abc import Generator
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from judge.bank.spec import Problem, TestCase
from judge.grading.judging import (  # submit's verdict logic
    ProblemFaultError,
    case_verdict,
    load_checker,
)
from judge.grading.session import Session, open_session, prepare, reference_limits
from judge.model.errors import JudgeError
from judge.model.outcome import Outcome, OutcomeKind
from judge.model.problem import CaseKind
from judge.model.serial import written
from judge.model.settings import Settings
from judge.model.values import shown
from judge.model.verdict import Verdict
from judge.sandbox.languages import CompileFailedError, Language, Program
from judge.sandbox.wire import built_encoder

J = TypeVar("J", bound="Judged")
CACHE_LIMIT = 500_000  # inputs remembered (failures always), ~100 MB at most


@dataclass(frozen=True)
class Counterexample:
    args: dict[str, Any] = field(metadata=written("input"))  # as `judge stress --json` shows it
    expected: Any
    got: Any
    verdict: Verdict
    message: str
    # a played problem's report: a strategy's lost position (the referee's), shown as submit shows it
    detail: dict[str, Any] | None = field(default=None, metadata=written("position"))

    def data(self) -> dict[str, Any]:
        """As plain data (JSON), as a stress job's worker sends it."""
        return {**vars(self), "verdict": self.verdict.value}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Counterexample:
        return cls(**{**data, "verdict": Verdict(data["verdict"])})


class Judged:
    """What a stress run's judge shares (Duel, and PlayedDuel for played problems): a context
    manager whose verdicts are remembered by input key, so shrinking never judges an input twice."""

    def __init__(self) -> None:
        self.cache: dict[str, Counterexample | None] = {}

    def __enter__(self: J) -> J:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        raise NotImplementedError

    def judge_many(
        self, inputs: list[tuple[dict[str, Any], str]]
    ) -> Generator[Counterexample | None, None, None]:
        raise NotImplementedError

    def seen(self, key: str) -> bool:
        return key in self.cache

    def judge(self, args: dict[str, Any], key: str | None = None) -> Counterexample | None:
        """None if the candidate is right on `args`, else what went wrong (`key`: input_key)."""
        key = key if key is not None else input_key(args)
        if key in self.cache:
            return self.cache[key]
        return next(self.judge_many([(args, key)]))

    def remember(self, key: str, found: Counterexample | None) -> Counterexample | None:
        """`found`, kept for `key` (failures always, passes up to CACHE_LIMIT)."""
        if found is not None or len(self.cache) < CACHE_LIMIT:
            self.cache[key] = found
        return found


class Duel(Judged):
    """Use as a context manager: both children are killed on the way out."""

    def __init__(
        self,
        problem: Problem,
        candidate: Path,
        reference: Path,
        settings: Settings,
        language: Language | None = None,
        strict: bool = False,
    ) -> None:
        spec = problem.limits
        self.problem = problem
        self.limits = spec
        self.candidate_path = candidate
        self.language = language
        self.settings = settings
        self.candidate: Session | None = None
        # the reference may be another solution (verify duels the brute force with the reference)
        program = prepare(problem, reference, settings)
        self.reference = open_session(problem, program, settings, reference_limits(problem))
        self.checker = load_checker(problem, strict)
        super().__init__()

    def close(self) -> None:
        if self.candidate is not None:
            self.candidate.close()
        self.reference.close()

    def open(self) -> Counterexample | None:
        """Start both children; a candidate that does not load is a CE counterexample."""
        failure = self.reference.start()
        if failure:
            raise ProblemFaultError(f"{self.reference.display_name} does not load: {failure.message}")
        try:
            program: Program = prepare(self.problem, self.candidate_path, self.settings, self.language)
        except CompileFailedError as exc:
            return Counterexample({}, None, None, Verdict.CE, exc.message)
        if not program.dynamic:  # a typed language's values come typed: nothing to convert
            self.checker = load_checker(self.problem, strict=True)
        self.candidate = open_session(self.problem, program, self.settings)
        self.limits = self.candidate.limits  # scaled to this machine: verdicts go by the runner's limit
        failure = self.candidate.start()
        if failure:
            return Counterexample({}, None, None, Verdict.CE, failure.message)
        return None

    def judge_many(
        self, inputs: list[tuple[dict[str, Any], str]]
    ) -> Generator[Counterexample | None, None, None]:
        """The verdicts of new inputs ((args, key) pairs), in order, with the cases queued in both
        children (Session.run_many) so neither waits for the judge between cases, and both at work
        at once: the reference's answers are read as the candidate's outcomes come, not all first
        (on two cores a case costs the slower child, not the two in turn). Stop iterating at any
        point: the children are then dropped with whatever they still had queued."""
        candidate = self.candidate
        if candidate is None:
            raise RuntimeError("Duel.judge_many before Duel.open")
        if not inputs:
            return
        all_args = [args for args, _ in inputs]
        answers = self._answers(all_args)
        expected: list[Any] = []
        try:
            expected.append(next(answers))  # the reference's queue is full before the candidate's
            done = 0
            while done < len(inputs):
                self._ensure(candidate, JudgeError)  # restarted after a time-out or a crash
                with closing(candidate.run_many(all_args[done:])) as outcomes:
                    for outcome in outcomes:
                        if len(expected) <= done:
                            expected.append(next(answers))
                        args, key = inputs[done]
                        found = self._decide(args, key, expected[done], outcome)
                        done += 1
                        yield found
        finally:
            answers.close()

    def _decide(
        self, args: dict[str, Any], key: str, expected: Any, outcome: Outcome
    ) -> Counterexample | None:
        case = case_verdict(
            TestCase("stress", args, expected, CaseKind.STRESS),
            outcome,
            self.checker,
            self.limits,
            self.problem.signature.returns,
        )
        if case.verdict is Verdict.IE:
            raise ProblemFaultError(
                f"{self.problem.slug}: the checker failed on {shown(args, 200)}: {case.message}"
            )
        verdict = case.verdict
        assert verdict is not None  # None is only for a skipped case; case_verdict always decides
        found = (
            None if verdict is Verdict.AC else Counterexample(args, expected, case.got, verdict, case.message)
        )
        return self.remember(key, found)

    def _answers(self, inputs: list[dict[str, Any]]) -> Generator[Any, None, None]:
        """The reference's answer to each input, in order (ProblemFaultError if it fails on one)."""
        self._ensure(self.reference, ProblemFaultError)
        with closing(self.reference.run_many(inputs)) as outcomes:
            for args, outcome in zip(inputs, outcomes):
                if outcome.kind is not OutcomeKind.OK:
                    message = outcome.message.strip()
                    detail = message.splitlines()[-1] if message else outcome.value_type
                    raise ProblemFaultError(
                        f"{self.problem.slug}: {self.reference.display_name} failed "
                        f"({outcome.kind.value}) on {shown(args, 200)}: {detail}"
                    )
                yield outcome.value

    @staticmethod
    def _ensure(runner: Session, error: type[JudgeError]) -> None:
        if not runner.alive:
            failure = runner.start()
            if failure:
                raise error(f"{runner.display_name}: could not restart its child: {failure.message}")


def input_key(args: dict[str, Any]) -> str:
    """The input as one text, the same for equal inputs (its key in the cache of verdicts)."""
    return _sorted_json(args)


_sorted_json = built_encoder(", ", ": ", sort_keys=True)  # json.dumps(value, sort_keys=True)
