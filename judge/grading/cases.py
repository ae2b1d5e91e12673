"""A problem's tests: examples, literal tests and generated ones, with the reference's answers."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from judge.bank.cache import read_sealed, write_sealed
from judge.bank.spec import Problem, TestCase
from judge.bank.support import support
from judge.grading.session import open_reference
from judge.model.constraints import check_args, random_args
from judge.model.errors import ProblemFaultError
from judge.model.outcome import OutcomeKind


def load_tests(problem: Problem, cache: Path | None = None) -> list[TestCase]:
    """Examples, literal tests, then generated tests (expected values cached on disk by content hash)."""
    tests = list(problem.examples) + list(problem.tests)
    if problem.generated:
        tests += _generated_tests(problem, cache)
    return tests


def _generated_tests(problem: Problem, cache: Path | None) -> list[TestCase]:
    """The generated tests, their expected values kept in a sealed cache file (bank/cache.py): used
    only if intact, with exactly the tests the spec asks for, by name; else computed again."""
    names = [f"{group.name}-{index + 1}" for group in problem.generated for index in range(group.count)]
    cache_file = cache / f"{problem.slug}-{_cache_key(problem)}.json" if cache else None
    if cache_file:
        stored = read_sealed(cache_file, count=len(names))
        try:
            if stored is not None and [t["name"] for t in stored] == names:
                return [TestCase(t["name"], t["args"], t["expected"], "generated") for t in stored]
        except (KeyError, TypeError):
            pass  # not what was written: recomputed below
    inputs = generate_inputs(problem)
    expected = reference_answers(problem, [args for _, args in inputs])
    tests = [TestCase(name, args, value, "generated") for (name, args), value in zip(inputs, expected)]
    if cache_file:
        write_sealed(cache_file, [{"name": t.name, "args": t.args, "expected": t.expected} for t in tests])
    return tests


def _cache_key(problem: Problem) -> str:
    digest = hashlib.sha256(b"sealed-1")  # not the key of an older judge's unsealed file
    for path in (problem.path, problem.reference, problem.generator):
        if path is not None:
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def generate_inputs(problem: Problem) -> list[tuple[str, dict[str, Any]]]:
    """The inputs of the spec's generated tests, from their fixed seeds (no expected values). A
    problem's generator.py runs in a child of its own (bank/support.py): any failure of it is IE."""
    inputs = []
    for group in problem.generated:
        if problem.generator is None:
            rng = random.Random(group.seed)
            drawn = [random_args(problem.signature.params, rng, group.size) for _ in range(group.count)]
        else:
            drawn = support(problem.generator, "generator", ("generate",)).call(
                "generate", group.seed, group.size, group.count
            )
        if not isinstance(drawn, list) or len(drawn) != group.count:
            raise ProblemFaultError(f"{problem.slug}: the generator gave no list of inputs in {group.name}")
        for index, args in enumerate(drawn):
            problems = (
                check_args(problem.signature.params, args)
                if isinstance(args, dict)
                else [f"an input is a mapping of arguments, got {type(args).__name__}"]
            )
            if problems:
                raise ProblemFaultError(
                    f"{problem.slug}: the generator broke the constraints in {group.name}: {problems[0]}"
                )
            inputs.append((f"{group.name}-{index + 1}", args))
    return inputs


def input_generator(problem: Problem):
    """The problem's input generator, `generate(rng, size) -> args`: its generator.py (run in a
    child of its own, drawing from a seed taken from `rng`) or the default."""
    path = problem.generator
    if path is None:
        return lambda rng, size: random_args(problem.signature.params, rng, size)
    process = support(path, "generator", ("generate",))
    return lambda rng, size: process.call("generate", rng.getrandbits(64), size, 1)[0]


def reference_answers(problem: Problem, inputs: list[dict[str, Any]]) -> list[Any]:
    """The reference solver's answers; any failure of it is the problem's fault (IE)."""
    answers = []
    with open_reference(problem) as runner:
        failure = runner.start()
        if failure:
            raise ProblemFaultError(f"{problem.slug}: the reference solver does not load: {failure.message}")
        for args in inputs:
            outcome = runner.run(args)
            if outcome.kind is not OutcomeKind.OK:
                raise ProblemFaultError(
                    f"{problem.slug}: the reference solver failed ({outcome.kind.value}) on "
                    f"{json.dumps(args)[:200]}: {outcome.message.splitlines()[-1] if outcome.message else ''}"
                )
            answers.append(outcome.value)
    return answers
