"""Whether inputs keep a problem's constraints: the spec's (model/constraints.py: ranges, lengths,
the generic rules) and then the problem's own rules, which its solutions/<slug>/validator.py checks
in a confined child of its own (sandbox/support.py), as Kattis runs an input validator.

    validate(args) -> list[str]   the rules `args` breaks, one line each (empty: it keeps them)
    repair(args) -> args          optional: an input that keeps them, made from a random one

The validator is asked about a whole list of inputs in one call (CHUNK at a time), so a test set
costs one child and a few round trips, not one per case. It only sees inputs that keep the spec's
constraints (of the right types, inside the bounds): those it can read without checking them again.
A validator that fails, loops or answers what is not a list of lines is the problem's fault (IE).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import chain, islice
from pathlib import Path
from typing import Any

from judge.bank.literal import DataFile
from judge.model.constraints import check_args
from judge.model.errors import ProblemFaultError
from judge.model.problem import Problem
from judge.sandbox.support import support

CHUNK = 500  # inputs a call: a data file of 10,000 large inputs is never one request or reply
ROLE = "validator"


def input_problems(problem: Problem, inputs: Sequence[Any]) -> list[list[str]]:
    """For each input, what it breaks: the spec's constraints first, else the problem's own rules."""
    found = [check_args(problem.signature.params, args) for args in inputs]
    if problem.validator is not None:
        kept = [index for index, broken in enumerate(found) if not broken]
        for index, broken in zip(kept, rule_breaks(problem, [inputs[i] for i in kept])):
            found[index] = broken
    return found


def first_problems(
    problem: Problem, items: Iterable[Any], args_of: Callable[[Any], Any] = lambda args: args
) -> Iterator[tuple[Any, list[str]]]:
    """Each item (an input, or what `args_of` reads one from) with what its input breaks, a chunk
    at a time (a stream of inputs is never held whole)."""
    stream = iter(items)
    while chunk := list(islice(stream, CHUNK)):
        yield from zip(chunk, input_problems(problem, [args_of(item) for item in chunk]))


def check_literal_tests(problem: Problem, cache: Path | None) -> None:
    """The spec's examples and literal tests (a data file's too) against the problem's own rules,
    before they are judged: the spec checked its own constraints when it loaded, but loading a spec
    runs no problem code. Once per version of the spec, its data files and the validator: a mark in
    `cache` records that they passed. Raises ProblemFaultError naming the first test that breaks one."""
    if problem.validator is None:
        return
    digest = hashlib.sha256(b"rules-1")
    for path in (problem.path, problem.validator):
        digest.update(path.read_bytes())
    parts = getattr(problem.tests, "parts", ())
    digest.update("/".join(part.sha256 for part in parts if isinstance(part, DataFile)).encode())
    mark = None if cache is None else cache / f"{problem.slug}-rules-{digest.hexdigest()[:16]}"
    if mark is not None and mark.is_file():
        return
    tests = chain(problem.examples, problem.tests)
    for test, broken in first_problems(problem, tests, lambda test: test.args):
        if broken:
            raise ProblemFaultError(f"{problem.path}: test {test.name}: {broken[0]}")
    if mark is not None:
        try:
            mark.parent.mkdir(parents=True, exist_ok=True)
            mark.touch()
        except OSError:
            pass  # unwritable: checked again next time


def rule_breaks(problem: Problem, inputs: Sequence[dict[str, Any]]) -> list[list[str]]:
    """The problem's own rules each input breaks (all kept when it has no validator.py)."""
    path = problem.validator
    if path is None or not inputs:
        return [[] for _ in inputs]
    process = support(path, ROLE, ("validate",))
    found: list[list[str]] = []
    for start in range(0, len(inputs), CHUNK):
        chunk = list(inputs[start : start + CHUNK])
        answer = process.call("validate", chunk)
        if not isinstance(answer, list) or len(answer) != len(chunk):
            raise ProblemFaultError(f"{path}: validate() gave no list of answers")
        found += answer
    return found


def repaired(problem: Problem, inputs: Sequence[dict[str, Any]]) -> list[dict[str, Any] | None]:
    """Each input mended by the validator's repair() to keep the problem's own rules, or None where
    it still breaks one (the input as it is when the problem has no validator)."""
    path = problem.validator
    if path is None or not inputs:
        return list(inputs)
    answer = support(path, ROLE, ("validate",)).call("repair", list(inputs))
    if not isinstance(answer, list) or len(answer) != len(inputs):
        raise ProblemFaultError(f"{path}: repair() gave no list of inputs")
    return [args if isinstance(args, dict) else None for args in answer]
