"""Parameter constraints: checking an input against them, and the generic named rules (even length,
odd sum). A rule only one problem has lives with that problem, in its solutions/<slug>/validator.py
(run in a confined child: grading/validation.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from judge.model.errors import ProblemFaultError
from judge.model.values import LINKED, NODES, TREE, ValueType, tree_nodes, type_mismatch

if TYPE_CHECKING:  # only the type: the generators that need random import it
    import random


@dataclass(frozen=True)
class Rule:
    """An extra constraint on one parameter, such as "even length"."""

    description: str
    holds: Callable[[Any], bool]
    # Turns a random value that breaks the rule into one that keeps it, deterministically (so that
    # hypothesis can use it as a map), or returns it unchanged when it cannot.
    repair: Callable[[Any, Param], Any]


def _repair_even_length(value: list, param: Param) -> list:
    if len(value) % 2 == 0:
        return value
    low = param.length[0] if param.length else 0
    return value[:-1] if len(value) - 1 >= low else value + value[-1:]


def _repair_odd_sum(value: list, param: Param) -> list:
    if not value or sum(value) % 2 == 1:
        return value
    low, high = param.values or (None, None)
    step = 1 if high is None or value[-1] + 1 <= high else -1
    if low is not None and value[-1] + step < low:
        return value  # a one-value range: nothing to do, the rule's check says so
    return value[:-1] + [value[-1] + step]


RULES: dict[str, Rule] = {
    "even_length": Rule("the length is even", lambda v: len(v) % 2 == 0, _repair_even_length),
    "odd_sum": Rule("the sum is odd", lambda v: sum(v) % 2 == 1, _repair_odd_sum),
}


@dataclass(frozen=True)
class Param:
    """One parameter of the entry, with its constraints (all bounds inclusive)."""

    name: str
    type: ValueType
    range: tuple[int, int] | None = None  # for int and float parameters
    length: tuple[int, int] | None = None  # for lists and strings; a TreeNode's or ListNode's node count
    values: tuple[int, int] | None = None  # for the innermost numbers of a list
    alphabet: str | None = None  # for strings
    rules: tuple[str, ...] = ()

    def describe(self) -> str:
        """The constraints in a line, as a statement would print them."""
        parts = []
        if self.range:
            parts.append(f"{self.range[0]} <= {self.name} <= {self.range[1]}")
        if self.length:
            size = f"nodes in {self.name}" if self.type.name in NODES else f"len({self.name})"
            parts.append(f"{self.length[0]} <= {size} <= {self.length[1]}")
        if self.values:
            parts.append(f"{self.values[0]} <= {self.name}[i] <= {self.values[1]}")
        if self.alphabet:
            parts.append(f"{self.name} uses only {self.alphabet!r}")
        parts += [f"{self.name}: {RULES[rule].description}" for rule in self.rules]
        return "; ".join(parts)


def violations(param: Param, value: Any) -> list[str]:
    """Why `value` breaks the parameter's type or constraints (empty when it fits)."""
    mismatch = type_mismatch(param.type, value)
    if mismatch:
        return [f"{param.name}: {mismatch}"]
    found = []
    if param.range and not param.range[0] <= value <= param.range[1]:
        found.append(f"{param.name} = {value} is outside [{param.range[0]}, {param.range[1]}]")
    if param.length:
        nodes = param.type.name in NODES
        size = tree_nodes(value) if param.type.name == TREE else len(value)
        if not param.length[0] <= size <= param.length[1]:
            what = f"the number of nodes in {param.name}" if nodes else f"len({param.name})"
            found.append(f"{what} = {size} is outside [{param.length[0]}, {param.length[1]}]")
    if param.values and not _within(param, value, *param.values):
        low, high = param.values
        for index, number in _numbers(value, param.name):  # again, to say where: only when one is out
            if not low <= number <= high:
                found.append(f"{index} = {number} is outside [{low}, {high}]")
                break
    if param.alphabet and isinstance(value, str) and set(value) - set(param.alphabet):
        found.append(f"{param.name} has characters outside {param.alphabet!r}")
    for rule in param.rules:
        if not found and not RULES[rule].holds(value):
            found.append(f"{param.name}: {RULES[rule].description} does not hold")
    return found


def example_shape(params: tuple[Param, ...]) -> str:
    """What an input of these parameters looks like: {"nums": [...], "k": 0}."""
    filler = {"list": "[...]", TREE: "[...]", LINKED: "[...]", "int": "0", "float": "0.0", "bool": "true", "str": '"..."'}
    return "{" + ", ".join(f'"{p.name}": {filler.get(p.type.name, "...")}' for p in params) + "}"


def check_args(params: tuple[Param, ...], args: Any) -> list[str]:
    """Everything wrong with a whole input: unknown or missing names, then each parameter."""
    if not isinstance(args, dict):
        return [
            f"an input is an object of the parameters, such as {example_shape(params)}, got {type(args).__name__}"
        ]
    names = [p.name for p in params]
    found = [f"unknown parameter {k!r} (expected {', '.join(names)})" for k in args if k not in names]
    found += [f"missing parameter {n!r}" for n in names if n not in args]
    for param in params:
        if param.name in args:
            found += violations(param, args[param.name])
    return found


def shape_errors(params: tuple[Param, ...], args: Any) -> list[str]:
    """What makes `args` no input of these parameters at all: not an object, unknown or missing names,
    a value of another type. (Values of the right types outside the constraints are not here.)"""
    if not isinstance(args, dict):
        return [
            f"an input is an object of the parameters, such as {example_shape(params)}, got {type(args).__name__}"
        ]
    names = [p.name for p in params]
    found = [f"unknown parameter {k!r} (expected {', '.join(names)})" for k in args if k not in names]
    found += [f"missing parameter {n!r}" for n in names if n not in args]
    for param in params:
        mismatch = type_mismatch(param.type, args[param.name]) if param.name in args else None
        if mismatch:
            found.append(f"{param.name}: {mismatch}")
    return found


def _within(param: Param, value: Any, low: Any, high: Any) -> bool:
    """Whether every number of `value` (of the param's type) is in [low, high]: no location strings
    made for the ones that are, which would cost 10x the check."""
    item = param.type.item
    if param.type.name == "list" and item is not None and item.name == "int":  # ints: a total order
        return not value or (low <= min(value) and max(value) <= high)
    return all(low <= number <= high for number in _plain_numbers(value))


def _plain_numbers(value: Any) -> Iterator[Any]:
    """The numbers _numbers finds, without their paths (a string for each would cost 10x the check)."""
    if isinstance(value, list):
        for item in value:
            if isinstance(item, list):
                yield from _plain_numbers(item)
            elif type(item) in (int, float):
                yield item
    elif type(value) in (int, float):
        yield value


def _numbers(value: Any, path: str):
    if isinstance(value, list):
        for index, item in enumerate(value):
            yield from _numbers(item, f"{path}[{index}]")
    elif type(value) in (int, float):
        yield path, value


def random_args(params: tuple[Param, ...], rng: random.Random, size: int | None = None) -> dict:
    """A random input inside the constraints; `size` fixes list lengths (or caps an int parameter)."""
    return {param.name: random_value(param, rng, size) for param in params}


def random_value(param: Param, rng: random.Random, size: int | None = None) -> Any:
    kind = param.type.name
    if kind == "int":
        low, high = param.range or (0, 100)
        if size is not None:
            return max(low, min(high, size))
        return rng.randint(low, high)
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "list" and param.type.item and param.type.item.name == "int":
        low_len, high_len = param.length or (0, 20)
        length = size if size is not None else rng.randint(low_len, high_len)
        length = max(low_len, min(high_len, length))
        low, high = param.values or (0, 100)
        value = [rng.randint(low, high) for _ in range(length)]
        for rule in param.rules:
            value = RULES[rule].repair(value, param)
        return value
    raise ProblemFaultError(f"no default generator for {param.name}: {param.type}; ship a generator.py")
