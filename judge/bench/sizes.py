"""The n of a benchmark: which parameter grows, its bounds, and the sizes measured."""

from __future__ import annotations

from typing import Any

from judge.bank.spec import Problem
from judge.model.constraints import Param
from judge.model.errors import InputError, JudgeError
from judge.model.values import LINKED

SIZED = ("list", "str", LINKED)  # grown by their length (a ListNode: its number of nodes)

FINE_STEPS_UP_TO = 64  # when the largest n is at most this, measure every n (every 2nd above 32)


def size_param(problem: Problem) -> Param:
    """The parameter whose size is n: the first list or string with a length bound, else an int."""
    params = problem.signature.params
    for param in params:
        if param.type.name in SIZED and param.length:
            return param
    for param in params:
        if param.type.name == "int" and param.range:
            return param
    raise JudgeError(
        f"{problem.slug}: no list, string or bounded int parameter to grow, so judge bench has no n"
    )


def size_bounds(param: Param) -> tuple[int, int]:
    bounds = param.length if param.type.name in SIZED else param.range
    low, high = bounds  # type: ignore[misc]
    return max(1, low), max(1, high)


def size_name(param: Param) -> str:
    if param.type.name == LINKED:
        return f"nodes in {param.name}"
    return f"len({param.name})" if param.type.name in SIZED else param.name


def measure_size(param: Param, args: dict[str, Any]) -> int:
    value = args.get(param.name)
    if isinstance(value, (list, str)):
        return len(value)
    return int(value) if isinstance(value, (int, float)) else 0


def size_ladder(low: int, high: int) -> list[int]:
    """Doubling n from `low` to `high` (ending at `high`), with the midpoint 1.5n between each two
    sizes so the largest ones hold enough points to fit; every n, or every 2nd, when small."""
    if high <= FINE_STEPS_UP_TO:
        sizes = list(range(low, high + 1, 1 if high <= 32 else 2))
    else:
        sizes = []
        n = low
        while n < high:
            sizes.append(n)
            if n * 3 // 2 < high and n * 3 // 2 > n:
                sizes.append(n * 3 // 2)
            n *= 2
    if not sizes or sizes[-1] != high:
        sizes.append(high)
    return sizes


def parse_sizes(text: str, low: int, high: int) -> list[int]:
    """`--sizes 10,20,40`: sizes inside the constraints, sorted."""
    sizes = []
    for part in text.split(","):
        try:
            n = int(part.strip())
        except ValueError:
            raise InputError(f"--sizes: {part.strip()!r} is not a whole number") from None
        if not low <= n <= high:
            raise InputError(f"--sizes: {n} is outside the constraints [{low}, {high}]")
        sizes.append(n)
    return sorted(set(sizes))
