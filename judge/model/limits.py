"""A problem's limits per case, shared by the spec (which reads them) and the runner (which enforces them)."""

from __future__ import annotations

from dataclasses import dataclass, replace

# A case under its CPU limit at the wall deadline that used CPU at least this share of the time is
# starved by a busy machine, not waiting (a sleep, a pipe): it may run on, in steps, up to
# STARVED_CAP times the deadline (the CPU watch still ends it past its limit). So a runaway
# recursion reaches its RecursionError whatever the load, instead of being killed as TLE.
STARVED_SHARE = 0.1
STARVED_CAP = 4.0
STARVED_STEP_S = 0.25
# A case is killed once its CPU time passes this many times its limit (runner.py's CPU watch); a
# starved case runs on up to it, so it ends as a plain TLE rather than a borderline one re-run.
CPU_KILL_FACTOR = 1.25


@dataclass(frozen=True)
class KernelRatio:
    """How far the calibration kernel is from one problem: on the machine its limit was set on, its
    reference took `ratios[language]` times the kernel's CPU time on the test `test` (its heaviest).
    Another CPU can run a problem's code faster or slower than it runs the kernel; the same ratio
    measured there says by how much (grading/problem_factor.py)."""

    test: str
    ratios: tuple[tuple[str, float], ...]  # (language, reference ms / kernel ms), by language

    def of(self, language: str) -> float | None:
        return dict(self.ratios).get(language)


@dataclass(frozen=True)
class Limits:
    """`time_ms` is the CPU limit a case is judged by. A spec gives it in reference-machine ms;
    `scaled` turns it into this machine's ms once, keeping the spec's value and the factor."""

    time_ms: int
    memory_mb: int
    output_kb: int = 1024
    reference_ms: int | None = None  # the spec's limit, once scaled to this machine
    factor: float = 1.0  # this machine's CPU time over the reference machine's (grading/calibration.py)

    @property
    def spec_ms(self) -> int:
        """The CPU limit as the spec gives it (reference-machine ms)."""
        return self.time_ms if self.reference_ms is None else self.reference_ms

    @property
    def here(self) -> str:
        """What the limit is on this machine, for messages: " (1519 ms on this machine)", or ""."""
        return "" if self.spec_ms == self.time_ms else f" ({self.time_ms} ms on this machine)"

    def scaled(self, factor: float) -> Limits:
        """These limits on a machine `factor` times as slow as the reference; already scaled: as they are."""
        if self.reference_ms is not None:
            return self
        return replace(
            self, time_ms=max(1, round(self.time_ms * factor)), reference_ms=self.time_ms, factor=factor
        )

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

    def starved(self, waited_s: float, cpu_ms: float, patience: float = 1.0) -> bool:
        """Whether a case past its wall deadline after `waited_s` and `cpu_ms` of CPU runs on
        (`patience`: a re-run's multiple of the wall-clock room, the cap's too)."""
        return (
            waited_s < STARVED_CAP * self.deadline_s * patience
            and STARVED_SHARE * waited_s * 1000 <= cpu_ms <= CPU_KILL_FACTOR * self.time_ms
        )
