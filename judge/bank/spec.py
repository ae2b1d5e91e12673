"""Problem specs: `problems/<slug>.yaml` loaded into frozen dataclasses, validated on load.

yaml is imported (by yaml_lines) only when a spec is parsed, not when its cached load is read back.
Every error names the file, the line and the field, in one line.
"""

from __future__ import annotations

import functools
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from judge.bank.located import Located as _Located
from judge.bank.located import LocatedList as _LocatedList
from judge.model.constraints import RULES, Param, check_args
from judge.model.errors import SpecError, UnknownProblemError
from judge.model.limits import Limits
from judge.model.problem import (
    DIFFICULTIES,
    CheckerSpec,
    GeneratedTests,
    Problem,
    Signature,
    Source,
    TestCase,
)
from judge.model.values import ValueType, parse_type, type_mismatch


def _plain(value: Any) -> Any:
    """Located containers back to plain dicts and lists (test values must compare as plain data)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


class _Reader:
    """Reads fields of one spec file, failing with `file:line: field: problem`."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, where: str, line: int, problem: str) -> NoReturn:
        raise SpecError(f"{self.path}:{line}: {where}: {problem}")

    def get(self, mapping: dict, key: str, where: str, kinds: type | tuple, default: Any = ...) -> Any:
        path = f"{where}.{key}" if where else key
        if key not in mapping:
            if default is ...:
                self.fail(path, getattr(mapping, "line", 1), "missing field")
            return default
        value = mapping[key]
        line = mapping.lines.get(key, 1) if isinstance(mapping, _Located) else 1
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in _tuple(kinds)):
            wanted = " or ".join(k.__name__ for k in _tuple(kinds))
            self.fail(path, line, f"expected {wanted}, got {type(value).__name__} {value!r}"[:200])
        return value

    def line_of(self, container: Any, key: Any) -> int:
        if isinstance(container, _Located):
            return container.lines.get(key, container.line)
        if isinstance(container, _LocatedList) and isinstance(key, int) and key < len(container.lines):
            return container.lines[key]
        return getattr(container, "line", 1)

    def known_keys(self, mapping: dict, where: str, allowed: set[str]) -> None:
        for key in mapping:
            if key not in allowed:
                self.fail(f"{where}.{key}" if where else str(key), self.line_of(mapping, key),
                          f"unknown field (allowed: {', '.join(sorted(allowed))})")


def _tuple(kinds: type | tuple) -> tuple:
    return kinds if isinstance(kinds, tuple) else (kinds,)


def _pair(reader: _Reader, mapping: dict, key: str, where: str) -> tuple[int, int] | None:
    value = reader.get(mapping, key, where, list, None)
    if value is None:
        return None
    line = reader.line_of(mapping, key)
    if len(value) != 2 or any(type(v) not in (int, float) for v in value) or value[0] > value[1]:
        reader.fail(f"{where}.{key}", line, f"expected [low, high] with low <= high, got {value!r}")
    return (value[0], value[1])


# -- the spec ----------------------------------------------------------------------------------------
TOP_FIELDS = {"slug", "title", "source", "difficulty", "tags", "family", "statement", "signature",
              "limits", "checker", "examples", "tests", "notes"}


def load_problem(path: Path, solutions_root: Path | None = None) -> Problem:
    """Load and validate one spec file. Raises SpecError naming file, line and field."""
    path = Path(path)
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
        reader.fail("difficulty", reader.line_of(data, "difficulty"),
                    f"{difficulty!r} is not one of {', '.join(DIFFICULTIES)}")
    tags = reader.get(data, "tags", "", list, [])
    for index, tag in enumerate(tags):
        if not isinstance(tag, str):
            reader.fail(f"tags[{index}]", reader.line_of(tags, index), "a tag is a string")

    family = reader.get(data, "family", "", str, "")

    signature = _signature(reader, reader.get(data, "signature", "", dict))
    limits = _limits(reader, reader.get(data, "limits", "", dict))
    checker = _checker(reader, data.get("checker", "exact"), reader.line_of(data, "checker"))

    examples = tuple(
        _test_case(reader, item, f"examples[{i}]", reader.line_of(data["examples"], i), signature,
                   "example", f"example-{i + 1}")
        for i, item in enumerate(reader.get(data, "examples", "", list))
    )
    tests: list[TestCase] = []
    generated: list[GeneratedTests] = []
    for i, item in enumerate(reader.get(data, "tests", "", list, [])):
        line = reader.line_of(data["tests"], i)
        if isinstance(item, dict) and "generate" in item:
            generated.append(_generated(reader, item, f"tests[{i}]"))
        elif isinstance(item, dict) and "file" in item:
            reader.known_keys(item, f"tests[{i}]", {"file"})
            data_file = path.parent / str(reader.get(item, "file", f"tests[{i}]", str))
            tests += _data_tests(data_file, path, signature, len(tests))
        else:
            tests.append(_test_case(reader, item, f"tests[{i}]", line, signature, "test", f"test-{i + 1}"))
    names = [t.name for t in examples + tuple(tests)] + [g.name for g in generated]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        reader.fail("tests", reader.line_of(data, "tests"), f"duplicate test names: {', '.join(duplicates)}")

    root = solutions_root if solutions_root is not None else path.parent.parent / "solutions"
    solutions_dir = root / slug
    problem = Problem(
        slug=slug,
        title=reader.get(data, "title", "", str),
        source=source,
        difficulty=difficulty,
        tags=tuple(tags),
        family=family,
        statement=reader.get(data, "statement", "", str).strip(),
        signature=signature,
        limits=limits,
        checker=checker,
        examples=examples,
        tests=tuple(tests),
        generated=tuple(generated),
        path=path,
        solutions_dir=solutions_dir,
        notes=reader.get(data, "notes", "", str, ""),
        solutions={p.stem: p for p in sorted(solutions_dir.glob("*.py"))} if solutions_dir.is_dir() else {},
    )
    if not problem.reference.is_file():
        reader.fail("slug", reader.line_of(data, "slug"), f"no reference solution at {problem.reference}")
    if checker.name == "custom" and not problem.custom_checker.is_file():
        reader.fail("checker", reader.line_of(data, "checker"),
                    f"a custom checker needs {problem.custom_checker}")
    return problem


PARAM_FIELDS = {"name", "type", "range", "length", "values", "alphabet", "rules"}


def _signature(reader: _Reader, data: dict) -> Signature:
    reader.known_keys(data, "signature", {"entry", "aliases", "params", "returns"})
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
                reader.fail(f"{where}.rules", reader.line_of(raw, "rules"),
                            f"unknown rule {rule!r} (known: {', '.join(RULES)})")
        params.append(Param(
            name=reader.get(raw, "name", where, str),
            type=value_type,
            range=_pair(reader, raw, "range", where),
            length=_pair(reader, raw, "length", where),
            values=_pair(reader, raw, "values", where),
            alphabet=reader.get(raw, "alphabet", where, str, None),
            rules=rules,
        ))
    if not params:
        reader.fail("signature.params", reader.line_of(data, "params"), "at least one parameter")
    return Signature(entry, tuple(str(a) for a in aliases), tuple(params),
                     _type(reader, data, "returns", "signature"))


def _type(reader: _Reader, data: dict, key: str, where: str) -> ValueType:
    text = reader.get(data, key, where, str)
    try:
        return parse_type(text)
    except ValueError as exc:
        reader.fail(f"{where}.{key}", reader.line_of(data, key), str(exc))


def _limits(reader: _Reader, data: dict) -> Limits:
    reader.known_keys(data, "limits", {"time_ms", "memory_mb", "output_kb"})
    limits = Limits(
        time_ms=reader.get(data, "time_ms", "limits", int),
        memory_mb=reader.get(data, "memory_mb", "limits", int),
        output_kb=reader.get(data, "output_kb", "limits", int, 1024),
    )
    for key in ("time_ms", "memory_mb", "output_kb"):
        if getattr(limits, key) <= 0:
            reader.fail(f"limits.{key}", reader.line_of(data, key), "must be positive")
    return limits


def _checker(reader: _Reader, data: Any, line: int) -> CheckerSpec:
    if isinstance(data, str):
        data = {"name": data}
    if not isinstance(data, dict):
        reader.fail("checker", line, "expected a checker name or {name, tolerance}")
    reader.known_keys(data, "checker", {"name", "tolerance"})
    name = reader.get(data, "name", "checker", str)
    if name not in ("exact", "float", "custom"):
        reader.fail("checker.name", line, f"unknown checker {name!r} (exact, float or custom)")
    return CheckerSpec(name, float(reader.get(data, "tolerance", "checker", (int, float), 1e-6)))


def _test_case(reader: _Reader, item: Any, where: str, line: int, signature: Signature, kind: str,
               default_name: str) -> TestCase:
    if not isinstance(item, dict):
        reader.fail(where, line, "a test is a mapping with input and output")
    reader.known_keys(item, where, {"name", "input", "output", "explanation"})
    args = _plain(reader.get(item, "input", where, dict))
    problems = check_args(signature.params, args)
    if problems:
        reader.fail(f"{where}.input", reader.line_of(item, "input"), problems[0])
    if "output" not in item:
        reader.fail(f"{where}.output", line, "missing field")
    expected = _plain(item["output"])
    mismatch = type_mismatch(signature.returns, expected)
    if mismatch:
        reader.fail(f"{where}.output", reader.line_of(item, "output"), mismatch)
    return TestCase(
        name=str(reader.get(item, "name", where, str, default_name)),
        args=args,
        expected=expected,
        kind=kind,
        explanation=reader.get(item, "explanation", where, str, ""),
    )


def _data_tests(data_file: Path, spec: Path, signature: Signature, before: int) -> list[TestCase]:
    """The literal tests of a JSON Lines file beside the spec: one {"name", "input", "output"} a line
    (large inputs live there, not in the YAML). Errors name the data file and its line."""
    if data_file.parent != spec.parent or data_file.suffix != ".jsonl":
        raise SpecError(f"{spec}: tests: file: {data_file.name} must be a .jsonl file beside the spec")
    try:
        lines = data_file.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise SpecError(f"{data_file}: cannot read the test data: {exc}") from None
    reader = _Reader(data_file)
    found: list[TestCase] = []
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            item = json.loads(text)
        except ValueError as exc:
            raise SpecError(f"{data_file}:{number}: not a JSON object: {exc}") from None
        if not isinstance(item, dict):
            raise SpecError(f"{data_file}:{number}: a test is a JSON object with input and output")
        located = _Located()
        located.update(item)
        located.line = number  # every field of the test is on this line
        found.append(_test_case(reader, located, f"line {number}", number, signature, "test",
                                f"test-{before + len(found) + 1}"))
    return found


def _generated(reader: _Reader, item: dict, where: str) -> GeneratedTests:
    reader.known_keys(item, where, {"generate", "count", "seed", "size"})
    spec = GeneratedTests(
        name=reader.get(item, "generate", where, str),
        count=reader.get(item, "count", where, int),
        seed=reader.get(item, "seed", where, int),
        size=reader.get(item, "size", where, int, None),
    )
    if spec.count <= 0:
        reader.fail(f"{where}.count", reader.line_of(item, "count"), "must be positive")
    return spec


LEARNING_ORDER = "learning-order.txt"


# -- the bank ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Bank:
    """A folder of problem specs with the solutions folder beside it."""

    problems_dir: Path
    solutions_dir: Path
    cache_dir: Path | None = None  # where loaded problems are kept (None: parse every time)

    def slugs(self) -> list[str]:
        return sorted(p.stem for p in self.problems_dir.glob("*.yaml"))

    def load(self, slug: str) -> Problem:
        path = self.problems_dir / f"{slug}.yaml"
        if not path.is_file():
            raise UnknownProblemError(_unknown(slug, self.slugs()))
        if self.cache_dir is None:
            return load_problem(path, self.solutions_dir)
        return _cached_load(path, self.solutions_dir, self.cache_dir)

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


@functools.cache
def _loader_version() -> bytes:
    """The loader's own code (modification time and size of each file), once per process."""
    judge_root = Path(__file__).resolve().parent.parent
    parts = []
    for module in ("bank/spec.py", "bank/yaml_lines.py", "model/constraints.py", "model/values.py"):
        stat = (judge_root / module).stat()
        parts.append(f"{module}:{stat.st_mtime_ns}:{stat.st_size}")
    return "".join(parts).encode()


def _cached_load(path: Path, solutions_root: Path, cache_dir: Path) -> Problem:
    """load_problem, kept as a pickle keyed by all it depends on: the spec's bytes and place, the
    files in its solutions folder, and the loader's own code. Parsing a big spec's literal tests
    costs ~30 ms; reading the pickle back well under 1 ms (`judge list` loads every spec)."""
    import hashlib
    import pickle

    try:
        digest = hashlib.sha256(path.read_bytes())
    except OSError:
        return load_problem(path, solutions_root)  # which reports the file it cannot read
    digest.update(str(path.resolve()).encode())
    for data_file in sorted(path.parent.glob(f"{path.stem}.*.jsonl")):  # its large literal tests
        try:
            digest.update(data_file.read_bytes())
        except OSError:
            return load_problem(path, solutions_root)
    solutions = solutions_root / path.stem
    if solutions.is_dir():
        digest.update("/".join(sorted(p.name for p in solutions.iterdir())).encode())
    digest.update(_loader_version())
    folder = cache_dir / "specs"
    stored = folder / f"{path.stem}-{digest.hexdigest()[:24]}.pickle"
    try:
        problem = pickle.loads(stored.read_bytes())
        if isinstance(problem, Problem):
            return problem
    except Exception:  # missing, damaged or from another version: parse again
        pass
    problem = load_problem(path, solutions_root)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob(f"{path.stem}-*.pickle"):  # older versions of this spec, not of
            if len(old.name) == len(stored.name):  # stone-game-vii when the spec is stone-game
                old.unlink(missing_ok=True)
        temporary = stored.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_bytes(pickle.dumps(problem, protocol=pickle.HIGHEST_PROTOCOL))
        temporary.replace(stored)  # atomic: a concurrent reader never sees half a file
    except OSError:
        pass  # an unwritable cache only costs time
    return problem


def _unknown(slug: str, known: list[str]) -> str:
    import difflib

    close = difflib.get_close_matches(slug, known, n=3, cutoff=0.5)
    hint = f"; did you mean {' or '.join(close)}?" if close else " (see `judge list`)"
    return f"unknown problem {slug!r}{hint}"

