"""Reading the fields of one spec file, each error as `file:line: field: problem` in one line."""

from __future__ import annotations

from pathlib import Path
from typing import Any, NoReturn

from judge.bank.located import Located as _Located
from judge.bank.located import LocatedList as _LocatedList
from judge.model.errors import SpecError


def plain(value: Any) -> Any:
    """Located containers back to plain dicts and lists (test values must compare as plain data)."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


class SpecReader:
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
                self.fail(
                    f"{where}.{key}" if where else str(key),
                    self.line_of(mapping, key),
                    f"unknown field (allowed: {', '.join(sorted(allowed))})",
                )


def _tuple(kinds: type | tuple) -> tuple:
    return kinds if isinstance(kinds, tuple) else (kinds,)


def pair(reader: SpecReader, mapping: dict, key: str, where: str) -> tuple[int, int] | None:
    value = reader.get(mapping, key, where, list, None)
    if value is None:
        return None
    line = reader.line_of(mapping, key)
    if len(value) != 2 or any(type(v) not in (int, float) for v in value) or value[0] > value[1]:
        reader.fail(f"{where}.{key}", line, f"expected [low, high] with low <= high, got {value!r}")
    return (value[0], value[1])
