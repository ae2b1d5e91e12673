"""Time limits in the units of a reference machine, scaled to the machine that judges.

A spec's `time_ms` is CPU time on the *reference machine*: one that runs this package's calibration
kernel (each language's `kernel_source()`: an interval table and a memoised recursion, the steps game-DP
solutions spend their time on) in `reference_ms(language)` of CPU. The judge runs the same
kernel here, in the solution's own runtime (CPython, the JVM, V8 and compiled code scale differently
from one machine to the next), and multiplies every limit by `factor` = this machine's kernel time /
the reference machine's: a solution gets the verdict it would get there.

A calibration is a few short runs of the kernel in one child through the same runner that judges
solutions (CPU time measured inside the child around the call); the fastest runs are kept, since
noise only ever adds time. It is cached in one JSON file (`JUDGE_HOME/calibration.json`) by
language, with a fingerprint of the CPU and of the runtime's binary, and measured again when either
changes. `JUDGE_TIME_FACTOR` ("2.5", or "python=2.5,java=1.8") sets factors instead of measuring
them: a machine where the kernel cannot run, and tests that simulate another machine's speed. Both
the file and the factors come in the `Settings` the CLI passes down (model/settings.py).
"""

from __future__ import annotations

import calendar
import functools
import json
import math
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from judge.model.constraints import Param
from judge.model.errors import JudgeError
from judge.model.limits import Limits
from judge.model.problem import Signature
from judge.model.serial import to_json
from judge.model.settings import FACTOR_BOUNDS, TIME_FACTOR, Settings
from judge.model.values import ValueType
from judge.sandbox.languages import NAMES, Program, by_name

SIGNATURE = Signature("calibrate", (), (Param("n", ValueType("int"), range=(1, 5000)),), ValueType("int"))
KERNEL_ANSWER = {
    300: 8853,
    600: 19430,
    700: 18201,
    1000: 39953,
    1500: 54545,
}  # the kernel's result: a runtime that computes another is broken
RUNS = 7  # runs of the kernel in one child; the first ones warm a JIT up
KEPT = 3  # the fastest runs: the kernel time is the fastest (noise only adds time), the spread theirs
# The reference machine is defined by what it takes to run the kernel (each language's
# `reference_kernel_ms`, ms of CPU, the fastest of seven runs): this project's 2-core machine as
# measured on 2026-11-26 in one of its faster hours (a plain loop of 10 million additions took
# 1.05-1.35 s of CPU; 2.0-2.4 s in slower ones).
# A calibration is measured again after this long, or after a reboot: a virtual machine's host, and
# so its speed, can change under the same CPU model name.
MAX_AGE_S = 3600
# A submission near its limit (a TLE, or a case over half of it) judged with a calibration older than
# this is judged again if a fresh one finds the machine's speed moved by more than DRIFT either way
# (grading/judging.py): load and neighbours move a shared machine's speed within minutes, and the
# verdict near the limit is where that shows.
FRESH_S = 120
DRIFT = 1.1
FILE_VERSION = 1
FAR_FROM_ONE = 1.25  # submit says the factor in a line when it is outside [1/1.25, 1.25]


class CalibrationError(JudgeError):
    """The kernel could not be run or gave nonsense; the message says what to do (exit 2)."""


@dataclass(frozen=True)
class Calibration:
    """How fast this machine runs one language's kernel, against the reference machine."""

    language: str
    factor: float  # this machine's CPU time / the reference machine's: limits are multiplied by it
    kernel_ms: float  # the kernel's time here (0 when the factor was set, not measured)
    spread: float  # the slowest kept run over the fastest (1.0 = no noise)
    runs_ms: tuple[float, ...]  # every run, in order
    calibrated_at: str  # ISO 8601, UTC
    fingerprint: str  # the CPU and the runtime measured: another one means measuring again
    source: str = "measured"  # or "JUDGE_TIME_FACTOR"
    # A problem's own factor (grading/problem_factor.py) is the kernel's times this; 1.0 for the kernel's
    correction: float = 1.0

    def scale(self, limits: Limits) -> Limits:
        """`limits` (in reference-machine ms) as this machine enforces them; scaled once only."""
        return limits.scaled(self.factor)


def calibration_file(settings: Settings) -> Path:
    """Where calibrations are kept: JUDGE_CALIBRATION if set (tests share one a run), else the home's."""
    return settings.calibration_file


Measure = Callable[[str, Path, str], Calibration]  # (language, builds folder, fingerprint)


def for_language(
    language: str,
    settings: Settings,
    measure: Measure,
    fresh: bool = False,
    max_age_s: float = MAX_AGE_S,
) -> Calibration:
    """This machine's calibration for `language`: the override, the cached one if it still fits
    this CPU and runtime and is at most `max_age_s` old, else measured now by `measure` (the
    session's kernel run: grading.session.calibrated) and cached (`fresh`: measured now whatever
    is cached)."""
    override = _override(language, settings)
    if override is not None:
        return override
    fingerprint = machine_fingerprint(language)
    if settings.kernel_skew != 1.0:  # a simulated CPU's kernel: kept apart from this one's
        fingerprint += f"|skew {settings.kernel_skew:g}"
    path = settings.calibration_file
    known = _read(path)
    cached = known.get(language)
    if (
        not fresh
        and cached is not None
        and cached.fingerprint == fingerprint
        and not _stale(cached, max_age_s)
    ):
        return cached
    measured = measure(language, settings.builds_dir, fingerprint)
    if settings.kernel_skew != 1.0:
        measured = replace(
            measured,
            factor=round(measured.factor / settings.kernel_skew, 3),
            kernel_ms=round(measured.kernel_ms / settings.kernel_skew, 3),
        )
    known = _read(path)  # another judge may have written another language meanwhile
    known[language] = measured
    _write(path, known)
    return measured


def cached(settings: Settings) -> dict[str, Calibration]:
    """The calibrations kept where `settings` say, whether or not they still fit this machine."""
    return _read(settings.calibration_file)


def kernel(language: str, builds: Path) -> tuple[Program, dict[str, int], int]:
    """The kernel as a program of `language`, its input and the answer it must give."""
    runtime = by_name(language)
    n = runtime.kernel_n
    return runtime.prepare(runtime.kernel_source(), SIGNATURE, builds), {"n": n}, KERNEL_ANSWER[n]


def reference_ms(language: str) -> float:
    """The reference machine's CPU ms for `language`'s kernel: what defines that machine."""
    return by_name(language).reference_kernel_ms


def from_times(language: str, times: list[float], fingerprint: str = "") -> Calibration:
    """The calibration that RUNS kernel times (ms of CPU, in order) give; CalibrationError if the
    factor is out of bounds (a broken measurement, not a machine)."""
    kept = sorted(times)[:KEPT]
    kernel_ms = kept[0]
    factor = kernel_ms / reference_ms(language)
    if not FACTOR_BOUNDS[0] <= factor <= FACTOR_BOUNDS[1]:
        raise CalibrationError(
            f"calibration of {language}: the kernel took {kernel_ms:.1f} ms, {factor:.2f}x the reference "
            "machine's; set JUDGE_TIME_FACTOR to judge anyway"
        )
    return Calibration(
        language=language,
        factor=round(factor, 3),
        kernel_ms=round(kernel_ms, 3),
        spread=round(kept[-1] / kept[0], 3) if kept[0] > 0 else 1.0,
        runs_ms=tuple(round(t, 3) for t in times),
        calibrated_at=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        fingerprint=fingerprint or machine_fingerprint(language),
    )


def _override(language: str, settings: Settings) -> Calibration | None:
    """The factor JUDGE_TIME_FACTOR sets for `language` ("2.5" for every language, or
    "python=2.5,java=1.8"); None when it sets none."""
    chosen = settings.time_factor(language)
    if chosen is None:
        return None
    now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    return Calibration(language, chosen, 0.0, 1.0, (), now, "", source=TIME_FACTOR)


@functools.cache  # the CPU and the runtime do not change under a running judge
def machine_fingerprint(language: str) -> str:
    """The CPU's model and the runtime's binary (path, size, time), cheap to read on every submit."""
    binary = by_name(language).version_command[0]
    found = binary if os.path.isabs(binary) else shutil.which(binary)
    runtime = "missing"
    if found:
        real = os.path.realpath(found)
        info = os.stat(real)
        runtime = f"{real}:{info.st_size}:{info.st_mtime_ns}"
    runtime += by_name(language).runtime_fingerprint()
    return f"{_cpu_model()}|{os.cpu_count()}|{_boot_id()}|{runtime}"


def age_s(calibrated_at: str) -> float:
    """Seconds since `calibrated_at` (ISO 8601, UTC); infinite for a date that cannot be read or
    lies in the future."""
    try:
        then = calendar.timegm(time.strptime(calibrated_at, "%Y-%m-%dT%H:%M:%SZ"))
    except ValueError:
        return math.inf
    age = time.time() - then
    return age if age >= 0 else math.inf


def _stale(calibration: Calibration, max_age_s: float = MAX_AGE_S) -> bool:
    return age_s(calibration.calibrated_at) > max_age_s


def _boot_id() -> str:
    try:
        with open("/proc/sys/kernel/random/boot_id", encoding="ascii") as handle:
            return handle.read().strip()
    except OSError:
        return ""


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as handle:
            for line in handle:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    import platform

    return platform.processor() or platform.machine()


def _read(path: Path) -> dict[str, Calibration]:
    """The calibrations in `path`; a missing, damaged or other-version file holds none."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("version") != FILE_VERSION:
            return {}
        return {
            name: replace(Calibration(**entry), runs_ms=tuple(entry["runs_ms"]))
            for name, entry in data["languages"].items()
            if name in NAMES
        }
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return {}


def _write(path: Path, known: dict[str, Calibration]) -> None:
    data = {"version": FILE_VERSION, "languages": {name: to_json(c) for name, c in sorted(known.items())}}
    write_json(path, data)


def write_json(path: Path, data: object) -> None:
    """Write atomically (a file of this process, renamed into place); a home that cannot be written
    costs only a measurement next time (the calibrations here, problem_factor.py's corrections)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, suffix=".tmp") as handle:
            json.dump(data, handle, indent=1)
        os.replace(handle.name, path)
    except OSError:
        pass
