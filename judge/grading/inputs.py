"""The inputs of a problem's generated tests, from their fixed seeds, without expected values: its
generator.py (in a support child of its own) or the default random draw from the constraints."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any

from judge.grading.validation import first_problems
from judge.model.constraints import random_args
from judge.model.errors import ProblemFaultError
from judge.model.problem import GeneratedTests, Problem
from judge.sandbox.support import support

GENERATE_CHUNK = 100  # inputs a generator.py is asked for at a time


def generate_inputs(problem: Problem) -> list[tuple[str, dict[str, Any]]]:
    """The inputs of the spec's generated tests, from their fixed seeds (no expected values). A
    problem's generator.py runs in a child of its own (sandbox/support.py): any failure of it is IE."""
    return list(_drawn(problem))


def _drawn(problem: Problem) -> Iterator[tuple[str, dict[str, Any]]]:
    """generate_inputs one at a time (the default generator draws each when asked)."""
    for group in problem.generated:
        drawn: Iterable[Any]
        if problem.generator is None:
            rng = random.Random(group.seed)
            drawn = (random_args(problem.signature.params, rng, group.size) for _ in range(group.count))
        else:
            drawn = _generated_chunks(problem, group)
        # checked a chunk at a time: the problem's own rules by its validator.py, one call a chunk
        for index, (args, problems) in enumerate(first_problems(problem, drawn)):
            if not isinstance(args, dict):
                problems = [f"an input is a mapping of arguments, got {type(args).__name__}"]
            if problems:
                raise ProblemFaultError(
                    f"{problem.slug}: the generator broke the constraints in {group.name}: {problems[0]}"
                )
            yield f"{group.name}-{index + 1}", args


def _generated_chunks(problem: Problem, group: GeneratedTests) -> Iterator[Any]:
    """A group's inputs from the problem's generator.py, GENERATE_CHUNK at a time, each chunk asked
    for once the one before is used: a group of 10,000 large inputs is never held whole (nor one
    reply, nor one call past the support child's time limit)."""
    assert problem.generator is not None
    process = support(problem.generator, "generator", ("generate",))
    for start in range(0, group.count, GENERATE_CHUNK):
        wanted = min(GENERATE_CHUNK, group.count - start)
        chunk = process.call("generate", group.seed, group.size, wanted, start)
        if not isinstance(chunk, list) or len(chunk) != wanted:
            raise ProblemFaultError(f"{problem.slug}: the generator gave no list of inputs in {group.name}")
        yield from chunk


def input_generator(problem: Problem):
    """The problem's input generator, `generate(rng, size) -> args`: its generator.py (run in a
    child of its own, drawing from a seed taken from `rng`) or the default."""
    path = problem.generator
    if path is None:
        return lambda rng, size: random_args(problem.signature.params, rng, size)
    process = support(path, "generator", ("generate",))
    return lambda rng, size: process.call("generate", rng.getrandbits(64), size, 1)[0]
