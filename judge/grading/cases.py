"""A problem's tests: examples, literal tests and generated ones, with the reference's answers."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.bank.sealed import SealedLines, open_sealed_lines, write_sealed_lines
from judge.bank.spec import Problem, TestCase
from judge.grading.inputs import _drawn, generate_inputs, input_generator
from judge.grading.session import Session, open_reference, reference_limits
from judge.grading.stream import Tests, sized
from judge.grading.validation import check_literal_tests
from judge.model.errors import ProblemFaultError
from judge.model.limits import Limits
from judge.model.outcome import OutcomeKind
from judge.model.problem import CaseKind
from judge.model.settings import Settings
from judge.model.words import shortened

__all__ = ["generate_inputs", "input_generator"]  # drawn in grading/inputs.py; callers know them here

# Past the constraints the reference answers `judge run` within this many times the solution's
# limit (inside them it has REFERENCE_SLOWDOWN): a reference that needs more is not waited for,
# and the solution still runs, its result shown beside the reference's failure.
OUTSIDE_SLOWDOWN = 2


def load_tests(problem: Problem, cache: Path | None = None, *, settings: Settings) -> list[TestCase]:
    """Examples, literal tests, then generated tests (expected values cached on disk by content hash;
    the reference that computes them runs as `settings` say)."""
    return list(stream_tests(problem, cache, settings=settings))


def stream_tests(
    problem: Problem, cache: Path | None = None, extra: Iterable[TestCase] = (), *, settings: Settings
) -> Tests:
    """load_tests as a stream (grading/stream.py), then `extra`: examples, literal tests (a data
    file's read from disk on each pass), generated tests (from their sealed cache file, computed
    first if need be). Its length is known before any test is read; no pass holds them all."""
    check_literal_tests(problem, cache)  # the problem's own rules (validator.py), once a version
    parts: list[Collection[TestCase]] = [problem.examples, problem.tests]
    if problem.generated:
        parts.append(_generated_tests(problem, cache, settings))
    return Tests((*parts, sized(extra)))


@dataclass(frozen=True)
class _Generated(Collection[TestCase]):
    """The generated tests as kept in their sealed cache file, read from it on every pass."""

    kept: SealedLines

    def __len__(self) -> int:
        return len(self.kept)

    def __iter__(self) -> Iterator[TestCase]:
        for item in self.kept:
            yield TestCase(item["name"], item["args"], item["expected"], CaseKind.GENERATED)

    def __contains__(self, item: object) -> bool:
        return any(test == item for test in self)


def _generated_tests(problem: Problem, cache: Path | None, settings: Settings) -> Collection[TestCase]:
    """The generated tests, their expected values kept in a sealed cache file (bank/sealed.py): used
    only if intact, with exactly the tests the spec asks for, by name; else computed again, one input
    at a time, each written as it comes. Without a cache (or where it cannot be written) they are
    computed and held."""
    names = [f"{group.name}-{index + 1}" for group in problem.generated for index in range(group.count)]
    if cache is not None:
        cache_file = cache / f"{problem.slug}-{_cache_key(problem)}.json"

        def named(index: int, line: bytes) -> bool:  # the line starts as _computed writes it
            return line.startswith(b'{"name":' + json.dumps(names[index]).encode() + b",")

        kept = open_sealed_lines(cache_file, len(names), named)
        if kept is None:
            try:
                kept = write_sealed_lines(cache_file, _computed(problem, settings))
            except OSError:
                kept = None  # an unwritable cache costs memory: computed again below and held
        if kept is not None:
            return _Generated(kept)
    return [
        TestCase(t["name"], t["args"], t["expected"], CaseKind.GENERATED)
        for t in _computed(problem, settings)
    ]


def _computed(problem: Problem, settings: Settings) -> Iterator[dict[str, Any]]:
    """Each generated test with the reference's answer, as it is computed (not all at once; a
    generator.py gives a group's inputs a chunk at a time)."""
    drawn = generate_inputs(problem) if problem.generator is not None else _drawn(problem)
    with open_reference(problem, settings) as runner:
        _start_reference(problem, runner)
        for name, args in drawn:
            yield {"name": name, "args": args, "expected": _answer(problem, runner, args)}


def _cache_key(problem: Problem) -> str:
    digest = hashlib.sha256(b"sealed-2")  # not the key of an older judge's file (a JSON list)
    for path in (problem.path, problem.reference, problem.generator, problem.validator):
        if path is not None:
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def reference_answers(problem: Problem, inputs: list[dict[str, Any]], settings: Settings) -> list[Any]:
    """The reference solver's answers; any failure of it is the problem's fault (IE)."""
    with open_reference(problem, settings) as runner:
        _start_reference(problem, runner)
        return [_answer(problem, runner, args) for args in inputs]


def _start_reference(problem: Problem, runner: Session) -> None:
    failure = runner.start()
    if failure:
        raise ProblemFaultError(f"{problem.slug}: the reference solver does not load: {failure.message}")


def _answer(problem: Problem, runner: Session, args: dict[str, Any]) -> Any:
    outcome = runner.run(args)
    if outcome.kind is not OutcomeKind.OK:
        raise ProblemFaultError(
            f"{problem.slug}: the reference solver failed ({outcome.kind.value}) on "
            f"{shortened(json.dumps(args), 200)}: {outcome.message.splitlines()[-1] if outcome.message else ''}"
        )
    return outcome.value


@dataclass(frozen=True)
class ReferenceAnswer:
    """The reference's answer to one input of `judge run`, or why it gave none."""

    value: Any = None
    failure: str = ""  # "" when it answered
    slow: bool = False  # it failed by running out of time (past the constraints only)


def reference_outcomes(
    problem: Problem, inputs: list[dict[str, Any]], outside: list[bool], settings: Settings
) -> list[ReferenceAnswer]:
    """The reference's answer to each input. An input inside the constraints is answered as
    reference_answers does (any failure is the problem's fault, IE); one `outside` them within
    OUTSIDE_SLOWDOWN times the solution's limit, its failure said."""
    found = [ReferenceAnswer()] * len(inputs)
    spec = problem.limits
    held = reference_limits(problem)
    past_limits = Limits(spec.time_ms * OUTSIDE_SLOWDOWN, held.memory_mb, held.output_kb)
    for past in (False, True):
        chosen = [index for index, beyond in enumerate(outside) if beyond is past]
        if not chosen:
            continue
        with open_reference(problem, settings, past_limits if past else None) as runner:
            _start_reference(problem, runner)
            for index in chosen:
                if not past:
                    found[index] = ReferenceAnswer(_answer(problem, runner, inputs[index]))
                    continue
                outcome = runner.run(inputs[index])
                if outcome.kind is OutcomeKind.OK:
                    found[index] = ReferenceAnswer(outcome.value)
                else:
                    slow = outcome.kind is OutcomeKind.TIMEOUT
                    found[index] = ReferenceAnswer(
                        None, _no_answer(outcome.kind, outcome.message, spec.time_ms), slow
                    )
    return found


def _no_answer(kind: OutcomeKind, message: str, limit_ms: int) -> str:
    last = message.splitlines()[-1] if message else ""
    if kind is OutcomeKind.TIMEOUT:
        return f"no answer within {OUTSIDE_SLOWDOWN} x the {limit_ms} ms limit ({last})".replace(" ()", "")
    return f"the reference failed ({kind.value}): {last}".rstrip(": ")
