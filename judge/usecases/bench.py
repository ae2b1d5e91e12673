"""Timing a solution and the reference on growing inputs (`judge bench`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from judge.bench import sizes as bench_sizes
from judge.bench.timing import BenchResult, SizePoint
from judge.bench.timing import bench as measured
from judge.grading.solution import SolutionFile
from judge.model.problem import Problem
from judge.model.settings import Settings


@dataclass(frozen=True)
class BenchRequest:
    problem: Problem
    solution: SolutionFile
    settings: Settings
    budget_s: float | None = None  # None: the problem's time limit on this machine
    samples: int = 3
    sizes: tuple[int, ...] | None = None  # these n instead of doubling up to the largest (sizes_of)


def sizes_of(problem: Problem, text: str | None) -> tuple[int, ...] | None:
    """--sizes "100,200,400" checked against the constraints (InputError, exit 2); None: the ladder."""
    if not text:
        return None
    low, high = bench_sizes.size_bounds(bench_sizes.size_param(problem))
    return tuple(bench_sizes.parse_sizes(text, low, high))


def bench(
    request: BenchRequest, on_size: Callable[[int, dict[str, SizePoint]], None] | None = None
) -> BenchResult:
    """Both solutions measured size by size (`on_size(n, points)` after each) and their growth fitted."""
    chosen = list(request.sizes) if request.sizes else None
    return measured(
        request.problem,
        request.solution,
        request.settings,
        request.budget_s,
        request.samples,
        chosen,
        on_size,
    )


def passed(result: BenchResult) -> bool:
    return not result.compile_error and not result.yours.failed and not result.wrong
