"""YAML text to plain data whose mappings and lists remember their line (for error messages).

The only module that imports yaml, and only `load_problem` imports it: a warm spec cache reads
problems without it, so `judge submit` and `judge list` start without paying for the parser.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from judge.bank.located import Located, LocatedList
from judge.model.errors import SpecError


class _LineLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """Records the line of every mapping value and list item, for error messages. Refuses aliases
    (`*name`): a spec has no use for them, and a few hundred bytes of nested ones ("billion laughs")
    expand to gigabytes."""

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        if node in self.constructed_objects or node in self.recursive_objects:
            raise yaml.MarkedYAMLError(
                problem="aliases (*name) are not allowed in a spec", problem_mark=node.start_mark
            )
        return super().construct_object(node, deep)


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> dict:
    mapping = Located()
    mapping.line = node.start_mark.line + 1
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, (str, int, float, bool)) or key is None:
            raise yaml.MarkedYAMLError(
                problem="a key must be a plain value", problem_mark=key_node.start_mark
            )
        if key in mapping:
            raise yaml.MarkedYAMLError(problem=f"duplicate key {key!r}", problem_mark=key_node.start_mark)
        mapping[key] = loader.construct_object(value_node, deep=True)
        mapping.lines[key] = key_node.start_mark.line + 1
    return mapping


def _construct_sequence(loader: _LineLoader, node: yaml.SequenceNode) -> list:
    items = LocatedList(loader.construct_object(child, deep=True) for child in node.value)
    items.line = node.start_mark.line + 1
    items.lines = [child.start_mark.line + 1 for child in node.value]
    return items


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


def parse(text: str, path: Path) -> Any:
    """The document of `text` (read from `path`); SpecError naming the file and line if malformed."""
    try:
        return yaml.load(text, Loader=_LineLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        raise SpecError(f"{path}:{line}: malformed YAML: {exc.problem or exc.context}") from None
    except yaml.YAMLError as exc:
        raise SpecError(f"{path}: malformed YAML: {exc}") from None
