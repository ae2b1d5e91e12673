"""A spec's literal tests: those written in the YAML, held, and those of its JSON Lines data files,
read from disk on every pass, so a file of 10,000 large inputs is never held whole.

A data file is validated line by line when the spec loads (an error names the file and the line) and
the sha256 of the bytes validated is kept. Every later pass opens the file once, hashes it, and only
if the hash is the one validated reads it again from the start, from the same open file: a file
edited since the load is an error, never a test that was not validated. The parse pass skips the
validation (3 ms for a 1,000-element list, which would double the time of judging one).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import IO, Any, overload

from judge.bank.located import Located
from judge.bank.reader import SpecReader, plain
from judge.model.constraints import check_args
from judge.model.errors import SpecError
from judge.model.problem import CaseKind, Signature, TestCase
from judge.model.values import type_mismatch

MAX_DATA_BYTES = 256 * 1024 * 1024  # a .jsonl file of literal tests


@dataclass(frozen=True)
class DataFile:
    """The tests of one data file, as validated at load: how many, the hash of the bytes checked,
    and the number in the default name (`test-N`) of its first test."""

    path: Path
    count: int
    sha256: str
    first: int

    def __iter__(self) -> Iterator[TestCase]:
        with _open(self.path) as stream:
            digest = hashlib.sha256()
            for raw in stream:
                digest.update(raw)
            if digest.hexdigest() != self.sha256:
                raise SpecError(f"{self.path}: changed since the spec was loaded; judge again")
            stream.seek(0)
            found = 0
            for _, text in _lines(stream):
                if not text.strip():
                    continue
                item = _parsed(text)  # validated at load: these are the same bytes
                name = item.get("name")
                yield TestCase(
                    name=f"test-{self.first + found}" if name is None else str(name),
                    args=item["input"],
                    expected=item["output"],
                    kind=CaseKind.TEST,
                    explanation=item.get("explanation", ""),
                )
                found += 1
            if found != self.count:  # the hash says it cannot be; a wrong total would misreport
                raise SpecError(f"{self.path}: changed since the spec was loaded; judge again")


@dataclass(frozen=True)
class LiteralTests(Sequence[TestCase]):
    """The literal tests in the spec's order: a Sequence whose data-file tests are read on demand.
    len() reads nothing; indexing and slicing read up to the tests asked for."""

    parts: tuple[TestCase | DataFile, ...] = ()

    def __len__(self) -> int:
        return sum(1 if isinstance(part, TestCase) else part.count for part in self.parts)

    def __iter__(self) -> Iterator[TestCase]:
        for part in self.parts:
            if isinstance(part, TestCase):
                yield part
            else:
                yield from part

    @overload
    def __getitem__(self, index: int) -> TestCase: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[TestCase, ...]: ...

    def __getitem__(self, index: int | slice) -> TestCase | tuple[TestCase, ...]:
        if isinstance(index, slice):
            wanted = range(len(self))[index]
            if wanted.step > 0:
                return tuple(islice(self, wanted.start, max(wanted.stop, wanted.start), wanted.step))
            return tuple(self)[index]
        position = range(len(self))[index]  # IndexError as a tuple's
        return next(islice(self, position, None))

    def __add__(self, other: Sequence[TestCase]) -> tuple[TestCase, ...]:
        return (*self, *other)

    def __radd__(self, other: Sequence[TestCase]) -> tuple[TestCase, ...]:
        return (*other, *self)


def literal_test(
    reader: SpecReader,
    item: Any,
    where: str,
    line: int,
    signature: Signature,
    kind: CaseKind,
    default_name: str,
) -> TestCase:
    """One test of the YAML or of a data file, validated against the signature."""
    if not isinstance(item, dict):
        reader.fail(where, line, "a test is a mapping with input and output")
    reader.known_keys(item, where, {"name", "input", "output", "explanation"})
    args = plain(reader.get(item, "input", where, dict))
    problems = check_args(signature.params, args)
    if problems:
        reader.fail(f"{where}.input", reader.line_of(item, "input"), problems[0])
    if "output" not in item:
        reader.fail(f"{where}.output", line, "missing field")
    expected = plain(item["output"])
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


def scan_data_file(
    data_file: Path, spec: Path, signature: Signature, before: int
) -> tuple[DataFile, list[str]]:
    """Validate the literal tests of a JSON Lines file beside the spec (one {"name", "input",
    "output"} a line: large inputs live there, not in the YAML), one line at a time. Returns its
    handle and the tests' names (for the duplicate check). Errors name the data file and its line."""
    if data_file.parent != spec.parent or data_file.suffix != ".jsonl":
        raise SpecError(f"{spec}: tests: file: {data_file.name} must be a .jsonl file beside the spec")
    reader = SpecReader(data_file)
    names: list[str] = []
    digest = hashlib.sha256()
    with _open(data_file) as stream:
        for number, text in _lines(stream, digest):
            if not text.strip():
                continue
            try:
                item = json.loads(text)
            except ValueError as exc:
                raise SpecError(f"{data_file}:{number}: not a JSON object: {exc}") from None
            if not isinstance(item, dict):
                raise SpecError(f"{data_file}:{number}: a test is a JSON object with input and output")
            located = Located()
            located.update(item)
            located.line = number  # every field of the test is on this line
            where = f"line {number}"
            default = f"test-{before + len(names) + 1}"
            names.append(literal_test(reader, located, where, number, signature, CaseKind.TEST, default).name)
    return DataFile(data_file, len(names), digest.hexdigest(), before + 1), names


_scan = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


def _parsed(text: str) -> Any:
    """json.loads(text): one scan where the line is a bare JSON value, as json.dumps writes it
    (json.loads also looks for whitespace around it with regular expressions, per line)."""
    try:
        value, end = _scan(text, 0)
        if end == len(text):
            return value
    except (StopIteration, ValueError):
        pass
    return json.loads(text)


def _open(path: Path) -> IO[bytes]:
    try:
        if not path.is_file() or path.stat().st_size > MAX_DATA_BYTES:  # no FIFO: it would block
            raise SpecError(f"{path}: not a regular file of at most {MAX_DATA_BYTES >> 20} MiB")
        return open(path, "rb")
    except OSError as exc:
        raise SpecError(f"{path}: cannot read the test data: {exc}") from None


def _lines(stream: IO[bytes], digest: Any = None) -> Iterator[tuple[int, str]]:
    """(line number, text) of the file from where it stands, read one line at a time: the lines
    str.splitlines gives of the whole file (so also at \\r or \\u2028), numbered as it numbers them."""
    number = 0
    offset = 0
    limit = MAX_DATA_BYTES
    for raw in stream:
        if digest is not None:
            digest.update(raw)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SpecError(
                f"{stream.name}: cannot read the test data: {_decode_error(exc, offset)}"
            ) from None
        offset += len(raw)
        if offset > limit:
            raise SpecError(f"{stream.name}: not a regular file of at most {MAX_DATA_BYTES >> 20} MiB")
        for part in text.splitlines():
            number += 1
            yield number, part


def _decode_error(exc: UnicodeDecodeError, offset: int) -> str:
    """The message decoding the whole file would give: positions count from its start."""
    start, end = offset + exc.start, offset + exc.end
    if exc.end - exc.start == 1:
        return (
            f"'utf-8' codec can't decode byte 0x{exc.object[exc.start]:02x} in position {start}: {exc.reason}"
        )
    return f"'utf-8' codec can't decode bytes in position {start}-{end - 1}: {exc.reason}"
