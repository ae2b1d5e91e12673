"""Problem specs: `problems/<slug>.yaml` loaded into frozen dataclasses, validated on load.

yaml is imported (by yaml_lines) only when a spec is parsed, not when its cached load is read back.
Every error names the file, the line and the field, in one line.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.bank.interaction import interaction as _interaction
from judge.bank.interaction import problem_kind as _problem_kind
from judge.bank.literal import DataFile, LiteralTests, literal_test, scan_data_file
from judge.bank.located import Located as _Located
from judge.bank.reader import SpecReader as _Reader
from judge.bank.reader import pair as _pair
from judge.bank.roles import solution_files
from judge.bank.strategy import strategy as _strategy
from judge.model.checking import CHECKERS, DEFAULT_TOLERANCE, known_checkers
from judge.model.constraints import RULES, Param
from judge.model.errors import SpecError, UnknownProblemError
from judge.model.limits import KernelRatio, Limits
from judge.model.problem import (
    DIFFICULTIES,
    CaseKind,
    CheckerSpec,
    GeneratedTests,
    Problem,
    ProblemKind,
    Signature,
    Source,
    TestCase,
)
from judge.model.values import ValueType, parse_type

# Upper bounds checked at load: beyond them a limit cannot be enforced (an address space over what
# setrlimit takes, a deadline over what a timer takes) or the tests would not fit in memory.
LIMIT_BOUNDS = {"time_ms": 600_000, "memory_mb": 65_536, "output_kb": 4 * 1024 * 1024}
MAX_COUNT = 10_000  # generated tests per group
MAX_GENERATED = 100_000  # generated tests in all
MAX_SIZE = 10_000_000  # the size a generated group passes to its generator
MAX_LENGTH = 10_000_000  # the upper end of a parameter's `length`


# -- the spec ----------------------------------------------------------------------------------------
TOP_FIELDS = {
    "slug",
    "title",
    "source",
    "difficulty",
    "tags",
    "family",
    "statement",
    "signature",
    "limits",
    "checker",
    "examples",
    "tests",
    "notes",
    "kind",
    "interaction",
    "strategy",
}


def load_problem(path: Path, solutions_root: Path | None = None) -> Problem:
    """Load and validate one spec file. Raises SpecError naming file, line and field."""
    path = Path(path)
    try:
        return _load_problem(path, solutions_root)
    except RecursionError:
        raise SpecError(f"{path}: nested too deeply to be a spec") from None


def _load_problem(path: Path, solutions_root: Path | None) -> Problem:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SpecError(f"{path}: cannot read the spec: {exc}") from None
    from judge.bank import yaml_lines  # yaml only when a spec is parsed, not read from the cache

    data = yaml_lines.parse(text, path)
    reader = _Reader(path)
    if not isinstance(data, _Located):
        reader.fail("(top)", 1, "a spec is a mapping of fields")
    reader.known_keys(data, "", TOP_FIELDS)

    slug = reader.get(data, "slug", "", str)
    if slug != path.stem:
        reader.fail("slug", reader.line_of(data, "slug"), f"{slug!r} must match the file name {path.stem!r}")
    source_data = reader.get(data, "source", "", dict)
    reader.known_keys(source_data, "source", {"platform", "number", "url"})
    source = Source(
        platform=reader.get(source_data, "platform", "source", str),
        number=reader.get(source_data, "number", "source", int, None),
        url=reader.get(source_data, "url", "source", str, ""),
    )
    difficulty = reader.get(data, "difficulty", "", str)
    if difficulty not in DIFFICULTIES:
        reader.fail(
            "difficulty",
            reader.line_of(data, "difficulty"),
            f"{difficulty!r} is not one of {', '.join(DIFFICULTIES)}",
        )
    tags = reader.get(data, "tags", "", list, [])
    for index, tag in enumerate(tags):
        if not isinstance(tag, str):
            reader.fail(f"tags[{index}]", reader.line_of(tags, index), "a tag is a string")

    family = reader.get(data, "family", "", str, "")

    signature = _signature(reader, reader.get(data, "signature", "", dict))
    limits_data = reader.get(data, "limits", "", dict)
    limits = _limits(reader, limits_data)
    kernel_ratio = _kernel_ratio(reader, limits_data)
    checker = _checker(reader, data.get("checker", "exact"), reader.line_of(data, "checker"))
    kind = _problem_kind(reader, data)
    interaction = _interaction(reader, data, kind, signature)
    strategy = _strategy(reader, data, kind)

    examples = tuple(
        literal_test(
            reader,
            item,
            f"examples[{i}]",
            reader.line_of(data["examples"], i),
            signature,
            CaseKind.EXAMPLE,
            f"example-{i + 1}",
        )
        for i, item in enumerate(reader.get(data, "examples", "", list))
    )
    tests: list[TestCase | DataFile] = []
    names: list[str] = []  # of every test, for the duplicate check
    counted = 0  # literal tests so far: a data file's first default name follows them
    generated: list[GeneratedTests] = []
    for i, item in enumerate(reader.get(data, "tests", "", list, [])):
        line = reader.line_of(data["tests"], i)
        if isinstance(item, dict) and "generate" in item:
            generated.append(_generated(reader, item, f"tests[{i}]"))
        elif isinstance(item, dict) and "file" in item:
            reader.known_keys(item, f"tests[{i}]", {"file"})
            data_file = path.parent / str(reader.get(item, "file", f"tests[{i}]", str))
            handle, in_file = scan_data_file(data_file, path, signature, counted)
            tests.append(handle)  # read again when judged, never held: it may be 10,000 large inputs
            names += in_file
            counted += handle.count
        else:
            test = literal_test(reader, item, f"tests[{i}]", line, signature, CaseKind.TEST, f"test-{i + 1}")
            tests.append(test)
            names.append(test.name)
            counted += 1
    names += [t.name for t in examples] + [g.name for g in generated]
    duplicates = sorted(name for name, times in Counter(names).items() if times > 1)
    if duplicates:
        shown = ", ".join(duplicates[:5]) + (
            f" and {len(duplicates) - 5} more" if len(duplicates) > 5 else ""
        )
        reader.fail("tests", reader.line_of(data, "tests"), f"duplicate test names: {shown}")
    if sum(group.count for group in generated) > MAX_GENERATED:
        reader.fail(
            "tests", reader.line_of(data, "tests"), f"more than {MAX_GENERATED} generated tests in all"
        )

    root = solutions_root if solutions_root is not None else path.parent.parent / "solutions"
    solutions_dir = root / slug
    problem = Problem(
        slug=slug,
        title=reader.get(data, "title", "", str),
        source=source,
        difficulty=difficulty,
        tags=tuple(tags),
        family=family,
        kind=kind,
        interaction=interaction,
        strategy=strategy,
        statement=reader.get(data, "statement", "", str).strip(),
        signature=signature,
        limits=limits,
        kernel_ratio=kernel_ratio,
        checker=checker,
        examples=examples,
        tests=LiteralTests(tuple(tests)),
        generated=tuple(generated),
        path=path,
        solutions_dir=solutions_dir,
        notes=reader.get(data, "notes", "", str, ""),
        solutions=solution_files(solutions_dir),
    )
    if not problem.reference.is_file():
        reader.fail("slug", reader.line_of(data, "slug"), f"no reference solution at {problem.reference}")
    if kind is not ProblemKind.FUNCTION and not problem.interactor.is_file():
        reader.fail(
            "kind", reader.line_of(data, "kind"), f"a problem of kind {kind} needs {problem.interactor}"
        )
    if CHECKERS[checker.name].needs_file and not problem.custom_checker.is_file():
        reader.fail(
            "checker", reader.line_of(data, "checker"), f"a custom checker needs {problem.custom_checker}"
        )
    return problem


PARAM_FIELDS = {"name", "type", "range", "length", "values", "alphabet", "rules"}


def _signature(reader: _Reader, data: dict) -> Signature:
    reader.known_keys(data, "signature", {"entry", "aliases", "params", "returns", "return_bits"})
    entry = reader.get(data, "entry", "signature", str)
    aliases = reader.get(data, "aliases", "signature", list, [])
    params = []
    raw_params = reader.get(data, "params", "signature", list)
    for index, raw in enumerate(raw_params):
        where = f"signature.params[{index}]"
        if not isinstance(raw, dict):
            reader.fail(where, reader.line_of(raw_params, index), "a parameter is a mapping")
        reader.known_keys(raw, where, PARAM_FIELDS)
        value_type = _type(reader, raw, "type", where)
        rules = tuple(reader.get(raw, "rules", where, list, []))
        for rule in rules:
            if rule not in RULES:
                reader.fail(
                    f"{where}.rules",
                    reader.line_of(raw, "rules"),
                    f"unknown rule {rule!r} (known: {', '.join(RULES)}; a rule of this problem alone "
                    "belongs in its solutions/<slug>/validator.py)",
                )
        length = _pair(reader, raw, "length", where)
        if length is not None and length[1] > MAX_LENGTH:
            reader.fail(f"{where}.length", reader.line_of(raw, "length"), f"at most {MAX_LENGTH}")
        params.append(
            Param(
                name=reader.get(raw, "name", where, str),
                type=value_type,
                range=_pair(reader, raw, "range", where),
                length=length,
                values=_pair(reader, raw, "values", where),
                alphabet=reader.get(raw, "alphabet", where, str, None),
                rules=rules,
            )
        )
    if not params:
        reader.fail("signature.params", reader.line_of(data, "params"), "at least one parameter")
    returns = _type(reader, data, "returns", "signature")
    bits = _return_bits(reader, data, returns)
    return Signature(entry, tuple(str(a) for a in aliases), tuple(params), returns, return_bits=bits)


def _return_bits(reader: _Reader, data: dict, returns: ValueType) -> int:
    """`return_bits: 64` when LeetCode's typed signatures return `long` (Java), `long long` (C++),
    `int64` (Go); only an int (or a list of ints) has a width."""
    bits = reader.get(data, "return_bits", "signature", int, 32)
    line = reader.line_of(data, "return_bits")
    if bits not in (32, 64):
        reader.fail("signature.return_bits", line, f"32 or 64, not {bits}")
    innermost = returns
    while innermost.item is not None:
        innermost = innermost.item
    if bits != 32 and innermost.name != "int":
        reader.fail("signature.return_bits", line, f"only an int return has a width, not {returns}")
    return bits


def _type(reader: _Reader, data: dict, key: str, where: str) -> ValueType:
    text = reader.get(data, key, where, str)
    try:
        return parse_type(text)
    except ValueError as exc:
        reader.fail(f"{where}.{key}", reader.line_of(data, key), str(exc))


def _limits(reader: _Reader, data: dict) -> Limits:
    reader.known_keys(data, "limits", {"time_ms", "memory_mb", "output_kb", "kernel_ratio"})
    limits = Limits(
        time_ms=reader.get(data, "time_ms", "limits", int),
        memory_mb=reader.get(data, "memory_mb", "limits", int),
        output_kb=reader.get(data, "output_kb", "limits", int, 1024),
    )
    for key, most in LIMIT_BOUNDS.items():
        if not 0 < getattr(limits, key) <= most:
            reader.fail(f"limits.{key}", reader.line_of(data, key), f"must be positive, at most {most}")
    return limits


def _kernel_ratio(reader: _Reader, limits: dict) -> KernelRatio | None:
    """limits.kernel_ratio: {test: NAME, python: 44.2, ...}: the reference's time on its heaviest
    test over the kernel's, per language, where the limit was set."""
    data = reader.get(limits, "kernel_ratio", "limits", dict, None)
    if data is None:
        return None
    where = "limits.kernel_ratio"
    ratios = []
    for language in sorted(set(data) - {"test"}):  # a language's name; one the judge lacks is never used
        if not re.fullmatch(r"[a-z][a-z0-9+]*", str(language)):
            reader.fail(f"{where}.{language}", reader.line_of(data, language), "not a language's name")
        ratio = reader.get(data, language, where, (int, float))
        if not 0 < ratio <= 1_000_000:
            reader.fail(f"{where}.{language}", reader.line_of(data, language), "must be positive")
        ratios.append((language, float(ratio)))
    if not ratios:
        reader.fail(where, reader.line_of(limits, "kernel_ratio"), "needs a ratio for at least one language")
    return KernelRatio(reader.get(data, "test", where, str), tuple(ratios))


def _checker(reader: _Reader, data: Any, line: int) -> CheckerSpec:
    """The spec's checker, by a name of model.checking's registry: another name, or a tolerance for a
    checker that takes none, is refused here with the line it is on, before anything is judged."""
    if isinstance(data, str):
        data = {"name": data}
    if not isinstance(data, dict):
        reader.fail("checker", line, "expected a checker name or {name, tolerance}")
    reader.known_keys(data, "checker", {"name", "tolerance"})
    name = reader.get(data, "name", "checker", str)
    kind = CHECKERS.get(name)
    if kind is None:
        where = reader.line_of(data, "name") if isinstance(data, _Located) else line
        reader.fail("checker.name", where, f"unknown checker {name!r} ({known_checkers()})")
    tolerance = reader.get(data, "tolerance", "checker", (int, float), DEFAULT_TOLERANCE)
    if "tolerance" in data and not kind.takes_tolerance:
        reader.fail("checker.tolerance", reader.line_of(data, "tolerance"), f"the {name} checker takes none")
    if isinstance(tolerance, bool) or not tolerance > 0:
        reader.fail("checker.tolerance", reader.line_of(data, "tolerance"), "must be a positive number")
    return CheckerSpec(name, float(tolerance))


def _generated(reader: _Reader, item: dict, where: str) -> GeneratedTests:
    reader.known_keys(item, where, {"generate", "count", "seed", "size"})
    spec = GeneratedTests(
        name=reader.get(item, "generate", where, str),
        count=reader.get(item, "count", where, int),
        seed=reader.get(item, "seed", where, int),
        size=reader.get(item, "size", where, int, None),
    )
    if not 0 < spec.count <= MAX_COUNT:
        reader.fail(f"{where}.count", reader.line_of(item, "count"), f"must be positive, at most {MAX_COUNT}")
    if spec.size is not None and not 0 <= spec.size <= MAX_SIZE:
        reader.fail(f"{where}.size", reader.line_of(item, "size"), f"must be from 0 to {MAX_SIZE}")
    return spec


LEARNING_ORDER = "learning-order.txt"


# -- the bank ------------------------------------------------------------------------------------------
SLUG = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")  # a spec's file name, without .yaml


@dataclass(frozen=True)
class Bank:
    """A folder of problem specs with the solutions folder beside it."""

    problems_dir: Path
    solutions_dir: Path
    cache_dir: Path | None = None  # where loaded problems are kept (None: parse every time)

    def slugs(self) -> list[str]:
        return sorted(p.stem for p in self.problems_dir.glob("*.yaml"))

    def load(self, slug: str) -> Problem:
        """The problem `slug` names, or its number (486, lc486) or title (any case; bank.find)."""
        if len(slug) > 100 or ".." in slug or "/" in slug:  # nothing outside the bank, nothing that long
            shown = slug if len(slug) <= 60 else slug[:57] + "..."
            raise UnknownProblemError(
                f"{shown!r} is not a problem name (letters, digits, '-', '_' and "
                f"'.', at most 100; see `judge list`)"
            )
        path = self.problems_dir / f"{slug}.yaml"
        if not SLUG.fullmatch(slug) or not path.is_file():  # a number or a title
            from judge.bank.find import resolve

            path = self.problems_dir / f"{resolve(self, slug)}.yaml"
        if self.cache_dir is None:
            return load_problem(path, self.solutions_dir)
        from judge.bank.cache import cached_load

        return cached_load(path, self.solutions_dir, self.cache_dir, load_problem)

    def load_all(self) -> list[Problem]:
        return [self.load(slug) for slug in self.slugs()]

    def learning_order(self) -> list[str]:
        """The slugs of `learning-order.txt` beside the specs (one a line, `#` comments), in the
        order a learner meets them: from Nim to Cat and Mouse. Slugs not in the bank are left out."""
        path = self.problems_dir / LEARNING_ORDER
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError):
            return []
        known = set(self.slugs())
        slugs = [line.split("#", 1)[0].strip() for line in lines]
        return [slug for slug in slugs if slug in known]
