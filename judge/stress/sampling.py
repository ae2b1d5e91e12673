"""The input space of a problem, from its constraints: fast seeded samplers that also record the
choice sequence hypothesis would make to draw the same value.

Each generator here stands for one hypothesis strategy (judge/stress.py builds it: the only
hypothesis importer) and mirrors that strategy's choice layout exactly: `st.integers` is one integer
choice, `st.lists` a "one more?" boolean before each element and a final False (none when the length
is fixed), `st.text` one string choice. So a failing input found here can be handed to hypothesis to
shrink. Drawing through hypothesis' own engine would cost 0.5-1.5 ms an input; these samplers cost
~10 us.

Sizes (list lengths and int parameters) are capped per case by the caller, which ramps them up;
numbers come from a narrow range around zero, a wider one or the whole range, with boundaries and
repeats, so that ties and equal ends, which matter in these games, come up often.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from judge.bank.spec import Problem
from judge.model.constraints import RULES, Param
from judge.model.errors import ProblemFaultError
from judge.model.values import LINKED, TREE, ValueType

DEFAULT_ALPHABET = "abcdefghijklmnopqrstuvwxyz"
REJECTED = object()  # a draw that broke a rule no repair could fix: skipped


class Knobs:
    """The shape of one case: a size cap and a range for the numbers."""

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


class Gen:
    """A value under constraints, drawn fast, with the choices hypothesis would make for it."""

    def sample(self, rng: random.Random, knobs: Knobs, choices: list) -> Any:
        """A value, appending to `choices` what hypothesis would draw to produce it."""
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Gen):
    """st.integers(low, high)."""

    low: int
    high: int
    scalar: bool  # a parameter of its own (often a size): follows the size cap

    def sample(self, rng: random.Random, knobs: Knobs, choices: list) -> int:
        if self.scalar:
            value = rng.randint(*scalar_bounds(self.low, self.high, knobs.size))
        else:
            value = knobs.number(rng, self.low, self.high)
        choices.append(value)
        return value


@dataclass(frozen=True)
class Bool(Gen):
    """st.booleans()."""

    def sample(self, rng: random.Random, knobs: Knobs, choices: list) -> bool:
        value = rng.random() < 0.5
        choices.append(value)
        return value


@dataclass(frozen=True)
class Float(Gen):
    """st.floats(low, high), finite."""

    low: float
    high: float

    def sample(self, rng: random.Random, knobs: Knobs, choices: list) -> float:
        if rng.random() < 0.5:  # whole numbers: ties again
            value = float(knobs.number(rng, int(self.low), int(self.high)))
        else:
            value = rng.uniform(self.low, self.high)
        value = min(max(value, self.low), self.high)
        choices.append(value)
        return value


@dataclass(frozen=True)
class Text(Gen):
    """st.text(alphabet, min_size=low, max_size=high)."""

    alphabet: str
    low: int
    high: int

    def sample(self, rng: random.Random, knobs: Knobs, choices: list) -> str:
        letters = self.alphabet[: rng.randint(1, len(self.alphabet))]  # few letters: repeats
        value = "".join(rng.choice(letters) for _ in range(knobs.length(rng, self.low, self.high)))
        choices.append(value)
        return value


@dataclass(frozen=True)
class List(Gen):
    """st.lists(item, min_size=low, max_size=high)."""

    item: Gen
    low: int
    high: int

    def sample(self, rng: random.Random, knobs: Knobs, choices: list) -> list:
        flags = self.low != self.high  # forced booleans (at the bounds) are in the sequence too
        value: list = []
        for _ in range(knobs.length(rng, self.low, self.high)):
            if flags:
                choices.append(True)
            if isinstance(self.item, Int) and value and rng.random() < 0.15:
                item = rng.choice(value)  # a repeat
                choices.append(item)
            else:
                item = self.item.sample(rng, knobs, choices)
            value.append(item)
        if flags:
            choices.append(False)
        return value


@dataclass(frozen=True)
class Ruled(Gen):
    """inner.map(repair).filter(holds): the parameter's named rules, repaired where we know how."""

    inner: Gen
    param: Param

    def sample(self, rng: random.Random, knobs: Knobs, choices: list) -> Any:
        value = self.repair(self.inner.sample(rng, knobs, choices))
        return value if self.holds(value) else REJECTED

    def repair(self, value: Any) -> Any:
        for rule in self.param.rules:
            value = RULES[rule].repair(value, self.param)
        return value

    def holds(self, value: Any) -> bool:
        return all(RULES[rule].holds(value) for rule in self.param.rules)


def scalar_bounds(low: int, high: int, size: int) -> tuple[int, int]:
    """An int parameter's range under a size cap: the part near zero, in [low, high]."""
    return max(low, min(high, 0) - size), min(high, max(low, 0) + size)


def _gen(param: Param, value_type: ValueType, size: int, top: bool) -> Gen:
    kind = value_type.name
    if kind == TREE:  # a tree's size, shape and values usually tie to other parameters
        raise ProblemFaultError(
            f"parameter {param.name}: random TreeNode inputs need the problem's own "
            f"strategy.py (solutions/<slug>/strategy.py, as binary-tree-coloring-game has)"
        )
    if kind == LINKED:  # drawn as the list of its values, as the judge holds it
        value_type, kind = ValueType("list", ValueType("int")), "list"
    if kind == "int":
        if top:
            low, high = param.range or (0, 100)
            return Int(*scalar_bounds(int(low), int(high), size), scalar=True)
        low, high = param.values or (0, 100)
        return Int(int(low), int(high), scalar=False)
    if kind == "bool":
        return Bool()
    if kind == "float":
        low, high = (param.range if top else param.values) or (-1000, 1000)
        return Float(float(low), float(high))
    low_len, high_len = (param.length if top else None) or (0, size)
    low_len, high_len = int(low_len), int(high_len)
    high_len = max(low_len, min(high_len, size))
    if kind == "str":
        return Text(param.alphabet or DEFAULT_ALPHABET, low_len, high_len)
    assert value_type.item is not None
    return List(_gen(param, value_type.item, size, top=False), low_len, high_len)


@dataclass(frozen=True)
class Space:
    """Every parameter's generator, drawn in the signature's order (st.tuples mapped to a dict)."""

    names: tuple[str, ...]
    gens: tuple[Gen, ...]

    def sample(self, rng: random.Random, size: int) -> tuple[dict[str, Any] | None, list]:
        """An input with sizes up to `size` and its choice sequence (None: a rule rejected it)."""
        knobs = Knobs(rng, size)
        choices: list = []
        values = [gen.sample(rng, knobs, choices) for gen in self.gens]
        if any(value is REJECTED for value in values):
            return None, choices
        return dict(zip(self.names, values)), choices


def input_space(problem: Problem, max_size: int) -> Space:
    """The problem's parameters as generators, list lengths and int parameters up to `max_size`."""
    gens = []
    for param in problem.signature.params:
        gen = _gen(param, param.type, max_size, top=True)
        gens.append(Ruled(gen, param) if param.rules else gen)
    return Space(tuple(p.name for p in problem.signature.params), tuple(gens))
