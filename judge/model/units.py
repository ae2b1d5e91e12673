"""Durations and sizes as people read them (shared by every layer that writes them): the digits that matter, never `0.0 ms`."""

from __future__ import annotations


def format_ms(ms: float) -> str:
    """A CPU or wall time given in ms: 45 µs, 3.45 ms, 812.3 ms, 2504 ms (limits are in ms too)."""
    if ms < 1:
        micro = ms * 1000
        return f"{micro:.1f} µs" if micro < 10 else f"{micro:.0f} µs"
    if ms < 10:
        return f"{ms:.2f} ms"
    if ms < 1000:
        return f"{ms:.1f} ms"
    return f"{ms:.0f} ms"


def format_kb(kb: int) -> str:
    """A memory size given in KiB: 26.8 MiB."""
    return f"{kb / 1024:.1f} MiB"
