"""Counting in messages: `1 warning`, `2 warnings`, `1 run`."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """`count` and `noun`, plural unless the count is one."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"
