"""What a problem is: its source, signature, tests and limits, as frozen dataclasses (no loading here)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import Any

from judge.model.constraints import Param
from judge.model.limits import KernelRatio, Limits
from judge.model.values import LINKED, TREE, ValueType

DIFFICULTIES = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Source:
    """Where the problem comes from (LeetCode 486)."""

    platform: str
    number: int | None = None
    url: str = ""

    def __str__(self) -> str:
        return f"{self.platform} {self.number}" if self.number is not None else self.platform


class ProblemKind(str, Enum):
    """How a solution meets the judge. The values are what the spec, `--json` and `judge show` say."""

    FUNCTION = "function"  # the judge calls the solution once per test and checks what it returns
    INTERACTIVE = "interactive"  # the solution calls the judge's API (LeetCode 374, 843): an interactor
    STRATEGY = "strategy"  # the judge calls the solution turn by turn in a game

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class ApiCall:
    """One call of an interactive problem's API, as the solution makes it: `guess(num: int) -> int`."""

    name: str
    param: str
    type: str  # "int" or "str": what the argument must be (anything else is WA naming the call)


@dataclass(frozen=True)
class Interaction:
    """What an interactive problem's solution sees of its judge. The test input's `hidden` fields go
    to the interactor only; the others are the solution's arguments, with the API object (`object`,
    an instance of `object_class`, e.g. 843's `master: Master`) last; without one the calls are
    plain functions (374's `guess`). `returns_void`: the solution returns nothing (843)."""

    hidden: tuple[str, ...]
    calls: tuple[ApiCall, ...]
    object: str | None = None
    object_class: str | None = None
    returns_void: bool = False


@dataclass(frozen=True)
class MoveParam:
    """One argument of a strategy's move method: `last` is optional (None before any opponent move)."""

    name: str
    type: ValueType
    optional: bool = False


@dataclass(frozen=True)
class StrategyApi:
    """A strategy problem's class: built with the signature's params (the starting position), then
    `method(*params)` on each of the solution's turns, returning a move of type `returns`. `sides`:
    the players the solution plays, by the names the statement gives them."""

    method: str
    params: tuple[MoveParam, ...]
    returns: ValueType
    sides: tuple[str, ...]


@dataclass(frozen=True)
class Signature:
    """The entry point's name (and aliases), its parameters and its return type."""

    entry: str
    aliases: tuple[str, ...]
    params: tuple[Param, ...]
    returns: ValueType
    api: Interaction | None = None  # a solution's signature of an interactive problem: the API it calls
    # a strategy problem's: the class's move method (the compiled languages build their driver on it)
    strategy: StrategyApi | None = None
    # The width of a returned int (or of a returned list's ints) in the typed languages: 64 is
    # LeetCode's `long` (Java), `long long` (C++), `int64` (Go). The spec's `return_bits`.
    return_bits: int = 32

    @property
    def names(self) -> list[str]:
        """The entry name first, then its aliases: the names a solution may define."""
        return [self.entry, *self.aliases]

    @property
    def tree_params(self) -> tuple[str, ...]:
        """The parameters a solution receives as LeetCode's TreeNode (the judge holds them as
        level-order lists; each language's child builds the tree before the call)."""
        return tuple(p.name for p in self.params if p.type.name == TREE)

    @property
    def linked_params(self) -> tuple[str, ...]:
        """The parameters a solution receives as LeetCode's ListNode (held as lists of values; each
        language's child links the nodes before the call)."""
        return tuple(p.name for p in self.params if p.type.name == LINKED)


@dataclass(frozen=True)
class CheckerSpec:
    """How an answer is compared with the expected one."""

    name: str = "exact"  # a name of model.checking.CHECKERS (checked when the spec loads)
    tolerance: float = 1e-6


class CaseKind(str, Enum):
    """Where a test comes from. The values are what --json, the report and the caches say."""

    EXAMPLE = "example"
    TEST = "test"
    GENERATED = "generated"  # drawn by the problem's generator
    USER = "user"  # saved by `judge stress --save`
    STRESS = "stress"  # a random input of `judge stress`, judged against the reference's answer
    CUSTOM = "custom"  # an input of `judge run`

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class TestCase:
    """One test: its input and the expected answer (never sent to the child)."""

    name: str
    args: dict[str, Any]
    expected: Any
    kind: CaseKind = CaseKind.TEST
    explanation: str = ""


@dataclass(frozen=True)
class GeneratedTests:
    """Tests drawn by the problem's generator from a fixed seed; expected values from the reference."""

    name: str
    count: int
    seed: int
    size: int | None = None


@dataclass(frozen=True)
class Problem:
    """A loaded spec: statement, signature, limits, checker and tests."""

    slug: str
    title: str
    source: Source
    difficulty: str
    tags: tuple[str, ...]
    statement: str
    signature: Signature
    limits: Limits
    checker: CheckerSpec
    examples: tuple[TestCase, ...]
    # The literal tests: a tuple, or a sequence that reads a data file's tests from disk on each pass
    # (bank/literal.py), so a problem of 10,000 large inputs never holds them all.
    tests: Sequence[TestCase]
    generated: tuple[GeneratedTests, ...]
    path: Path
    solutions_dir: Path
    notes: str = ""
    family: str = ""  # the group of games it belongs to (take-an-end, nim, graph, ...)
    kind: ProblemKind = ProblemKind.FUNCTION
    interaction: Interaction | None = None  # for an interactive problem
    strategy: StrategyApi | None = None  # for a strategy problem: its class's move method
    solutions: dict[str, Path] = field(default_factory=dict, compare=False)
    kernel_ratio: KernelRatio | None = None  # how far the kernel is from this problem (model/limits.py)

    @property
    def reference(self) -> Path:
        return self.solutions_dir / "reference.py"

    @property
    def generator(self) -> Path | None:
        path = self.solutions_dir / "generator.py"
        return path if path.is_file() else None

    @property
    def validator(self) -> Path | None:
        """solutions/<slug>/validator.py: the problem's own rules on inputs, beyond the spec's."""
        path = self.solutions_dir / "validator.py"
        return path if path.is_file() else None

    @property
    def interactor(self) -> Path:
        return self.solutions_dir / "interactor.py"

    @property
    def solution_signature(self) -> Signature:
        """The signature a solution is written to: an interactive problem's hidden fields left out
        (its API object is added by each language's harness)."""
        if self.strategy is not None:
            return replace(self.signature, strategy=self.strategy)
        if self.interaction is None:
            return self.signature
        hidden = set(self.interaction.hidden)
        params = tuple(p for p in self.signature.params if p.name not in hidden)
        return replace(self.signature, params=params, api=self.interaction)

    @property
    def custom_checker(self) -> Path:
        return self.solutions_dir / "checker.py"


# -- loading with line numbers ----------------------------------------------------------------------
# libyaml's parser when PyYAML has it: ~7x faster, which keeps `judge list` well under 300 ms.
