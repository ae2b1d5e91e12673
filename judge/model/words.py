"""Counting in messages: `1 warning`, `2 warnings`, `1 run`."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """`count` and `noun`, plural unless the count is one."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"


_TOKEN = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._+-")


def shortened(text: str, limit: int) -> str:
    """`text` in at most `limit` characters: whole, or cut where a number or word ends and marked
    with a closing "…", set apart by a space (`[1, 2, …`, never `[1, 2, 3` read as a whole value
    nor `4…` left of a cut 49). A single token longer than the room is cut inside it."""
    if len(text) <= limit:
        return text
    head = whole_head(text, limit - 2)
    if head == text[: limit - 2] and text[limit - 2] in _TOKEN and head[-1:] in _TOKEN:
        return text[: limit - 1] + "…"  # one token longer than the room: nowhere else to cut
    return head + " …"


def whole_head(text: str, room: int) -> str:
    """The start of `text` in at most `room` characters, ending with a whole token or separator
    (trailing spaces left out); the hard cut when one token is longer than `room`."""
    head = text[:room]
    if room < len(text) and head[-1:] in _TOKEN and text[room] in _TOKEN:
        trimmed = head.rstrip("".join(_TOKEN))
        head = trimmed if trimmed.strip(" ,:") else head
    return head.rstrip(" ") or head


def whole_tail(text: str, room: int) -> str:
    """The end of `text` in at most `room` characters, starting with a whole token (leading
    separators left out)."""
    if room <= 0:
        return ""
    tail = text[-room:]
    if room < len(text) and tail[0] in _TOKEN and text[-room - 1] in _TOKEN:
        trimmed = tail.lstrip("".join(_TOKEN))
        tail = trimmed if trimmed.strip(" ,:") else tail
    return tail.lstrip(" ,") or tail
