"""One way from result dataclasses to JSON data: `to_json`. A dataclass says next to its fields how it
is written: `field(metadata=written(...))` renames a field, rounds it or converts it, and a class may
name the keys it shows, in order (`JSON_KEYS`: fields and properties; without it, every field in
the order declared). Enums are written as their values, paths as text, tuples as lists.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from enum import Enum
from pathlib import PurePath
from typing import Any

KEY = "json"  # the metadata key of a field's Shown


@dataclasses.dataclass(frozen=True)
class Shown:
    """How one field is written: under `name` (default: its own), rounded to `digits`, or through
    `convert` (None stays None in both)."""

    name: str | None = None
    digits: int | None = None
    convert: Callable[[Any], Any] | None = None


def written(
    name: str | None = None, digits: int | None = None, convert: Callable[[Any], Any] | None = None
) -> dict[str, Shown]:
    """A field's metadata: `field(default=..., metadata=written(name="input"))`."""
    return {KEY: Shown(name, digits, convert)}


def to_json(value: Any) -> Any:
    """`value` as JSON data: dataclasses as objects (see the module's note), enums as their values,
    paths as text, tuples and lists as lists, mappings with their keys as text."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, PurePath):
        return str(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _object(value)
    if isinstance(value, Mapping):
        return {str(key): to_json(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_json(item) for item in value]
    return value


def _object(value: Any) -> dict[str, Any]:
    rules = {f.name: f.metadata.get(KEY) for f in dataclasses.fields(value)}
    keys = getattr(type(value), "JSON_KEYS", None) or tuple(rules)
    data: dict[str, Any] = {}
    for key in keys:
        item = getattr(value, key)
        rule = rules.get(key)
        if rule is not None and item is not None:
            if rule.convert is not None:
                item = rule.convert(item)
            elif rule.digits is not None:
                item = round(item, rule.digits)
        data[rule.name if rule is not None and rule.name else key] = to_json(item)
    return data
