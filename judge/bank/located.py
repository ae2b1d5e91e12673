"""Mappings and lists that remember the line each value came from (of a spec or a data file)."""

from __future__ import annotations

from typing import Any


class Located(dict):
    line = 0

    def __init__(self) -> None:
        super().__init__()
        self.lines: dict[Any, int] = {}


class LocatedList(list):
    line = 0
    lines: list[int] = []
