"""Caches under JUDGE_HOME/cache that cannot be poisoned into a wrong verdict or silently shrink.

Nothing is unpickled: a cache file is plain JSON, a header line then the payload,

    {"sha256": "<hash of the payload's bytes>", "count": <items>, "format": 1}
    <the payload as JSON>

and it is used only if the payload's hash matches and its item count is the one the caller expects
(the number of tests the spec asks for); anything else (missing, damaged, `[]`, edited values) is
ignored and rebuilt. A loaded problem is kept as the JSON of its dataclasses.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from dataclasses import asdict, replace
from functools import cache
from pathlib import Path
from typing import Any

from judge.bank.interaction import interaction_from_json
from judge.bank.literal import DataFile, LiteralTests
from judge.bank.strategy import strategy_from_json, strategy_to_json
from judge.model.constraints import Param
from judge.model.limits import KernelRatio, Limits
from judge.model.problem import (
    CaseKind,
    CheckerSpec,
    GeneratedTests,
    Problem,
    ProblemKind,
    Signature,
    Source,
    TestCase,
)
from judge.model.values import parse_type

FORMAT = 1
MAX_BYTES = 256 * 1024 * 1024  # a cache file larger than this is not read, only rebuilt
LOADER_MODULES = (
    "bank/spec.py",
    "bank/yaml_lines.py",
    "bank/cache.py",
    "bank/literal.py",
    "bank/interaction.py",
    "bank/strategy.py",
    "model/problem.py",
    "model/constraints.py",
    "model/values.py",
)


def read_sealed(path: Path, count: int | None = None) -> Any | None:
    """The payload kept at `path`, or None if it is missing, damaged, edited, or holds another
    number of items than `count` (when given)."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_BYTES:  # a FIFO would block the open
            return None
        with open(path, "rb") as stream:
            data = stream.read(MAX_BYTES + 1)
        head, _, body = data.partition(b"\n")
        header = json.loads(head)
        if not isinstance(header, dict) or header.get("format") != FORMAT:
            return None
        if header.get("sha256") != hashlib.sha256(body).hexdigest():
            return None
        payload = json.loads(body)
    except (OSError, ValueError, RecursionError):
        return None
    if count is not None and (header.get("count") != count or _items(payload) != count):
        return None
    return payload


def write_sealed(path: Path, payload: Any) -> None:
    """Keep `payload` (plain JSON data) at `path`, atomically; an unwritable cache only costs time."""
    try:
        body = json.dumps(payload, separators=(",", ":")).encode()
        header = {"format": FORMAT, "sha256": hashlib.sha256(body).hexdigest(), "count": _items(payload)}
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")  # one per process
        temporary.write_bytes(json.dumps(header).encode() + b"\n" + body)
        temporary.replace(path)  # atomic: a concurrent reader never sees half a file
    except (OSError, ValueError, TypeError, RecursionError):
        pass


def _items(payload: Any) -> int:
    return len(payload) if isinstance(payload, list) else 1


def cached_load(
    path: Path, solutions_root: Path, cache_dir: Path, load_problem: Callable[[Path, Path], Problem]
) -> Problem:
    """`load_problem` (bank/spec.py's), kept as sealed JSON keyed by all it depends on: the spec's bytes
    and place, its data files, the files in its solutions folder, and the loader's own code. Parsing a
    big spec's literal tests costs ~30 ms; reading it back a few ms (`judge list` loads every spec)."""
    try:
        digest = hashlib.sha256(path.read_bytes())
    except OSError:
        return load_problem(path, solutions_root)  # which reports the file it cannot read
    digest.update(os.path.realpath(path).encode())
    try:
        # Its large literal tests: by size, inode and change time (which no one can set back), not
        # read: the tests keep the hash of the bytes validated, checked when they are judged.
        for data_file in _data_files(path):
            if not data_file.is_file():  # a FIFO would block; load_problem reports it
                return load_problem(path, solutions_root)
            stat = data_file.stat()
            digest.update(f"{data_file.name}:{stat.st_size}:{stat.st_ctime_ns}:{stat.st_ino}".encode())
    except OSError:
        return load_problem(path, solutions_root)
    try:  # which solutions there are; not Python's byte code, written beside them by any import
        names = sorted(name for name in os.listdir(solutions_root / path.stem) if name != "__pycache__")
        digest.update("/".join(names).encode())
    except OSError:
        pass  # no solutions folder: load_problem says so
    digest.update(_loader_stamp())
    folder = cache_dir / "specs"
    stored = folder / f"{path.stem}-{digest.hexdigest()[:24]}.json"
    kept = read_sealed(stored)
    if isinstance(kept, dict):
        try:
            problem = problem_from_json(kept)
            if problem.slug == path.stem:
                return problem
        except (KeyError, TypeError, ValueError, IndexError, RecursionError):
            pass  # not a problem after all: parse again
    problem = load_problem(path, solutions_root)
    try:
        for old in folder.glob(f"{path.stem}-*.*"):  # older versions of this spec (and pickles of
            if old.name.rsplit("-", 1)[0] == path.stem:  # older judges), not of stone-game-vii
                old.unlink(missing_ok=True)
    except OSError:
        pass
    write_sealed(stored, problem_to_json(problem))
    return problem


def _data_files(spec: Path) -> list[Path]:
    """The spec's data files beside it (`<stem>.<name>.jsonl`), sorted: a listing, not a glob (whose
    pattern is compiled to a regular expression per spec)."""
    prefix = spec.stem + "."
    with os.scandir(spec.parent) as entries:
        names = [entry.name for entry in entries if entry.name.startswith(prefix)]
    return [spec.parent / name for name in sorted(names) if name.endswith(".jsonl")]


@cache
def _loader_stamp() -> bytes:
    """The loader's own code, by size and time (once per process: the code running is the code
    imported)."""
    judge_root = Path(__file__).resolve().parent.parent
    stamps = []
    for module in LOADER_MODULES:
        stat = (judge_root / module).stat()
        stamps.append(f"{module}:{stat.st_mtime_ns}:{stat.st_size}")
    return "/".join(stamps).encode()


# -- a loaded problem as JSON ---------------------------------------------------------------------------
def problem_to_json(problem: Problem) -> dict[str, Any]:
    """The problem as plain JSON data; a data file's tests as its handle (path, count, hash), not
    its tests: the file is read again when judged, and checked against the hash kept."""
    tests = problem.tests
    parts = tests.parts if isinstance(tests, LiteralTests) else tuple(tests)
    data = asdict(replace(problem, tests=()))
    data["tests"] = [
        asdict(part)
        if isinstance(part, TestCase)
        else {"file": str(part.path), "count": part.count, "sha256": part.sha256, "first": part.first}
        for part in parts
    ]
    data["signature"]["returns"] = str(problem.signature.returns)
    for param, raw in zip(problem.signature.params, data["signature"]["params"]):
        raw["type"] = str(param.type)
    data["strategy"] = strategy_to_json(problem.strategy)
    data["path"] = str(problem.path)
    data["solutions_dir"] = str(problem.solutions_dir)
    data["solutions"] = {name: str(path) for name, path in problem.solutions.items()}
    return data


def problem_from_json(data: dict[str, Any]) -> Problem:
    """The Problem `problem_to_json` wrote; raises KeyError, TypeError or ValueError if it is not one."""
    signature = data["signature"]
    params = tuple(
        Param(
            name=raw["name"],
            type=parse_type(raw["type"]),
            range=_pair(raw["range"]),
            length=_pair(raw["length"]),
            values=_pair(raw["values"]),
            alphabet=raw["alphabet"],
            rules=tuple(raw["rules"]),
        )
        for raw in signature["params"]
    )
    return Problem(
        slug=data["slug"],
        title=data["title"],
        source=Source(**data["source"]),
        difficulty=data["difficulty"],
        tags=tuple(data["tags"]),
        statement=data["statement"],
        signature=Signature(
            signature["entry"],
            tuple(signature["aliases"]),
            params,
            parse_type(signature["returns"]),
            return_bits=int(signature["return_bits"]),
        ),
        limits=Limits(**data["limits"]),
        kernel_ratio=_kernel_ratio(data.get("kernel_ratio")),
        checker=CheckerSpec(**data["checker"]),
        examples=tuple(_case(test) for test in data["examples"]),
        tests=LiteralTests(tuple(_literal(test) for test in data["tests"])),
        generated=tuple(GeneratedTests(**group) for group in data["generated"]),
        path=Path(data["path"]),
        solutions_dir=Path(data["solutions_dir"]),
        notes=data["notes"],
        family=data["family"],
        kind=ProblemKind(data.get("kind", "function")),
        interaction=interaction_from_json(data.get("interaction")),
        strategy=strategy_from_json(data.get("strategy")),
        solutions={name: Path(path) for name, path in data["solutions"].items()},
    )


def _kernel_ratio(data: dict[str, Any] | None) -> KernelRatio | None:
    if data is None:
        return None
    return KernelRatio(str(data["test"]), tuple((str(k), float(v)) for k, v in data["ratios"]))


def _literal(data: dict[str, Any]) -> TestCase | DataFile:
    if "file" in data:
        return DataFile(Path(data["file"]), int(data["count"]), str(data["sha256"]), int(data["first"]))
    return _case(data)


def _case(data: dict[str, Any]) -> TestCase:
    return TestCase(**{**data, "kind": CaseKind(data["kind"])})


def _pair(value: Any) -> tuple[Any, Any] | None:
    return None if value is None else (value[0], value[1])
