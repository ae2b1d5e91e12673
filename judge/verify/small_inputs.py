"""Every input of a problem up to a small size, smallest first, for exhaustive cross-checks.

Pure: reads the signature's constraints, starts nothing. A list of length up to `length` takes its
numbers from the first `values` numbers of its declared range ({lo, lo+1, ...}); an int parameter
runs from its low end up `int_span` steps; rules such as even_length and odd_sum filter the result.
A problem whose constraints cannot be enumerated this way (nested lists, say) may ship
`small_inputs(size: int) -> Iterable[dict]` in its generator.py.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any

from judge.bank.spec import Problem
from judge.grading.validation import input_problems, rule_breaks
from judge.model.constraints import Param, check_args, violations
from judge.model.values import LINKED
from judge.sandbox.support import support

DEFAULT_LIST_VALUES = (0, 100)  # the same defaults as constraints.random_value
DEFAULT_INT_RANGE = (0, 100)
PRODUCT_LIMIT = 200_000  # combinations of all parameters looked at before the cap is applied


class NotEnumerableError(ValueError):
    """The constraints give no finite small set of inputs for this parameter type."""


@dataclass(frozen=True)
class Bounds:
    length: int  # longest list or string
    values: int  # how many distinct numbers (or characters) a list or string draws from
    int_span: int  # an int parameter takes lo, lo+1, ..., lo+int_span
    limit: int  # at most this many inputs, the smallest first


def enumerate_inputs(problem: Problem, bounds: Bounds) -> list[dict[str, Any]]:
    """All valid inputs up to the bounds, by size (the largest parameter), at most bounds.limit.

    Raises NotEnumerableError when a parameter's type has no default enumeration and the problem's
    generator.py has no `small_inputs`.
    """
    custom = _custom_enumerator(problem)
    if custom is not None:
        return _from_custom(problem, custom, bounds)
    params = problem.signature.params
    bounds_now = bounds
    while True:
        choices = [_choices(param, bounds_now) for param in params]
        if math.prod(len(c) for c in choices) <= PRODUCT_LIMIT or bounds_now.length <= 1:
            break
        bounds_now = Bounds(
            bounds_now.length - 1, bounds_now.values, max(1, bounds_now.int_span // 2), bounds_now.limit
        )
    combos = []
    for picked in itertools.product(*choices):
        args = {param.name: value for param, (_, value) in zip(params, picked)}
        if not check_args(params, args):
            combos.append((max((size for size, _ in picked), default=0), args))
        if len(combos) >= PRODUCT_LIMIT:
            break
    if problem.validator is not None:  # its own rules, asked a chunk at a time
        combos = [
            combo for combo, broken in zip(combos, rule_breaks(problem, [a for _, a in combos])) if not broken
        ]
    combos.sort(key=lambda item: item[0])  # stable: within a size, the enumeration order
    return [args for _, args in combos[: bounds.limit]]


def input_size(params: tuple[Param, ...], args: dict[str, Any]) -> int:
    """The size of an input as the enumeration counts it: its longest list or string, or its int's
    distance from the low end of its range. Lists inside a list count too, so a grid's size is its
    longest dimension (a 2 x n grid is n, not 2)."""
    sizes = [0]
    for param in params:
        value = args.get(param.name)
        if isinstance(value, (list, str)):
            sizes.append(_extent(value))
        elif type(value) is int:
            low = (param.range or DEFAULT_INT_RANGE)[0]
            sizes.append(max(0, value - low))
    return max(sizes)


def _extent(value: list | str) -> int:
    """The longest list in `value`, at any depth, or its length. The longest dimension rather than
    the count of cells: the enumeration bounds each list by `Bounds.length` (a small 2 x 5 grid is
    size 5, as a 5-long list is), a problem's generator draws at most `size` per dimension, and a
    graph given as adjacency lists stays sized by its nodes, not its edges. Strings inside a list
    do not count: a list of words is sized by its words (843's are 6 letters each)."""
    if isinstance(value, str):
        return len(value)
    if not value or not isinstance(value[0], list):  # a flat list: no need to look at every item
        return len(value)
    return max([len(value), *(_extent(item) for item in value if isinstance(item, list))])


def _choices(param: Param, bounds: Bounds) -> list[tuple[int, Any]]:
    """(size, value) for every small value of one parameter, smallest first."""
    kind = param.type
    if kind.name == "int":
        low, high = param.range or DEFAULT_INT_RANGE
        return [(v - low, v) for v in range(low, min(high, low + bounds.int_span) + 1)]
    if kind.name == "float":
        low, high = param.range or DEFAULT_INT_RANGE
        return [(i, float(low + i)) for i in range(min(bounds.int_span, int(high - low)) + 1)]
    if kind.name == "bool":
        return [(0, False), (0, True)]
    if kind.name == "str":
        alphabet = param.alphabet or "abc"
        return _sequences(param, list(alphabet[: bounds.values]), bounds, "".join)
    flat_list = kind.name == "list" and kind.item is not None and kind.item.name in ("int", "bool")
    if kind.name == LINKED or flat_list:  # a ListNode is enumerated as the list of its values
        if kind.item is not None and kind.item.name == "bool":
            items: list[Any] = [False, True]
        else:
            low, high = param.values or DEFAULT_LIST_VALUES
            items = list(range(low, min(high, low + bounds.values - 1) + 1))
        return _sequences(param, items, bounds, list)
    raise NotEnumerableError(
        f"{param.name}: no default enumeration for {kind}; define small_inputs(size) in generator.py"
    )


def _sequences(param: Param, items: list, bounds: Bounds, build) -> list[tuple[int, Any]]:
    low_len, high_len = param.length or (0, bounds.length)
    longest = min(high_len, max(low_len, bounds.length))
    found: list[tuple[int, Any]] = []
    for length in range(max(low_len, 0), longest + 1):
        # the cap comes after the rules' filter, so a rule cannot starve a length
        for combo in itertools.islice(itertools.product(items, repeat=length), PRODUCT_LIMIT):
            value = build(combo)
            if not violations(param, value):
                found.append((length, value))
            if len(found) >= bounds.limit:
                return found
    return found


def _custom_enumerator(problem: Problem):
    """generator.py's `small_inputs(size)`, run in the generator's own child (None if it has none)."""
    path = problem.generator
    if path is None:
        return None
    process = support(path, "generator")
    if not process.call("has", "small_inputs"):
        return None
    return lambda length, limit: process.call("small_inputs", length, limit)


def _from_custom(problem: Problem, enumerate_fn, bounds: Bounds) -> list[dict[str, Any]]:
    found = []
    inputs = enumerate_fn(bounds.length, bounds.limit)
    if not isinstance(inputs, list) or not all(isinstance(args, dict) for args in inputs):
        raise ValueError("generator.py small_inputs must give dicts of arguments")
    for args, problems in zip(inputs, input_problems(problem, inputs)):
        if problems:
            raise ValueError(
                f"generator.py small_inputs gave an input that breaks the constraints: {problems[0]}"
            )
        found.append(args)
    return found
