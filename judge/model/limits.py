"""A problem's limits per case, shared by the spec (which reads them) and the runner (which enforces them)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    time_ms: int
    memory_mb: int
    output_kb: int = 1024

    @property
    def deadline_s(self) -> float:
        """Wall-clock time a case may take before the child is killed.

        CPU time decides TLE for a case that returns; this deadline only ends one that does not (a
        loop, a sleep, a wait). It leaves room for wall time running ahead of CPU time on a busy
        machine (half the limit, at most a second, plus a quarter second) while keeping every
        verdict within the limit plus two seconds, start-up included.
        """
        limit = self.time_ms / 1000
        return limit + min(limit / 2, 1.0) + 0.25
