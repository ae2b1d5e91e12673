"""What the judge takes from its environment, read once: the CLI builds a `Settings` when a command
starts (cli/common.py) and passes it, or the parts of it a function needs, down. Nothing below the
CLI reads a variable of its own or builds settings itself (tests/test_architecture.py names the few
exceptions and proves there are no others), so a function's answer depends on its arguments,
and a test or an embedding program says what it wants without touching os.environ.

`from_environment` only parses a mapping; `environment()` is the one read of os.environ.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from judge.model.errors import InputError

HOME = "JUDGE_HOME"  # the judge's data folder: progress, caches, builds, calibration
NOW = "JUDGE_NOW"  # a fixed "now" (ISO 8601, UTC without an offset): reviews checked on a chosen day
SUPPORT_TIMEOUT = "JUDGE_SUPPORT_TIMEOUT_S"  # seconds a call into a problem's own file may take
VERIFY_PROFILE = "JUDGE_VERIFY_PROFILE"  # quick or thorough; CI=true makes thorough the default
TIME_FACTOR = "JUDGE_TIME_FACTOR"  # "2.5", or "python=2.5,java=1.8": factors instead of measuring
CALIBRATION = "JUDGE_CALIBRATION"  # a calibration file other than the home's (tests share one)
# A simulated CPU that runs the calibration kernel this many times as fast as it runs everything
# else (benches and tests of the per-problem correction: grading/problem_factor.py); 1: this CPU
KERNEL_SKEW = "JUDGE_KERNEL_SKEW"

SUPPORT_TIMEOUT_S = 10.0
FACTOR_BOUNDS = (0.01, 100.0)  # outside this, a broken measurement or setting, not a machine


@dataclass(frozen=True)
class Settings:
    """What a run takes from its environment, read once by the CLI."""

    home: Path
    fixed_now: datetime | None = None  # aware; None: the real clock
    support_timeout_s: float = SUPPORT_TIMEOUT_S
    verify_profile: str = "quick"  # a name; verify.verifier.resolve_profile checks it
    time_factors: tuple[tuple[str, float], ...] = ()  # (language or "*", factor)
    calibration_path: Path | None = None  # None: calibration.json in the home
    kernel_skew: float = 1.0  # JUDGE_KERNEL_SKEW

    def now(self) -> datetime:
        """The current moment (aware, UTC), or the one JUDGE_NOW fixes: every recorded time and
        "today" follow it."""
        return self.fixed_now or datetime.now(timezone.utc)

    @property
    def cache_dir(self) -> Path:
        """Expected values of generated tests and loaded specs, keyed by what they depend on."""
        return self.home / "cache"

    @property
    def builds_dir(self) -> Path:
        """Compiled programs, private to the user (sandbox.folders.private_builds makes it so)."""
        return self.home / "builds"

    @property
    def calibration_file(self) -> Path:
        return self.calibration_path or self.home / "calibration.json"

    def time_factor(self, language: str) -> float | None:
        """The factor JUDGE_TIME_FACTOR sets for `language`, or None when it sets none."""
        chosen = dict(self.time_factors)
        return chosen.get(language, chosen.get("*"))


def from_environment(environ: Mapping[str, str], verify_profile: str | None = None) -> Settings:
    """The settings `environ` (a process's variables) gives, with the options that override them.
    A malformed value is one line naming the variable (InputError, exit 2)."""
    chosen = verify_profile or environ.get(VERIFY_PROFILE, "").strip()
    if not chosen:
        chosen = "thorough" if environ.get("CI", "").lower() in ("1", "true", "yes") else "quick"
    calibration = environ.get(CALIBRATION, "").strip()
    return Settings(
        home=_home(environ),
        fixed_now=_fixed_now(environ.get(NOW, "").strip()),
        support_timeout_s=_support_timeout(environ.get(SUPPORT_TIMEOUT, "").strip()),
        verify_profile=chosen,
        time_factors=_time_factors(environ.get(TIME_FACTOR, "").strip()),
        calibration_path=Path(calibration) if calibration else None,
        kernel_skew=_kernel_skew(environ.get(KERNEL_SKEW, "").strip()),
    )


def environment(verify_profile: str | None = None) -> Settings:
    """The settings of this process's environment: the CLI's one read of it."""
    return from_environment(os.environ, verify_profile)


def toolchain_folders(environ: Mapping[str, str]) -> tuple[Path, ...]:
    """Where toolchains installed for the judge are looked for: `toolchains/` of the home, then of
    the default home (a toolchain installed once serves a JUDGE_HOME set per project or per test)."""
    own = _home(environ) / "toolchains"
    default = _home({name: value for name, value in environ.items() if name != HOME}) / "toolchains"
    return (own,) if own == default else (own, default)


def _home(environ: Mapping[str, str]) -> Path:
    """JUDGE_HOME, else the platform's user data folder (~/.local/share/judge on Linux)."""
    chosen = environ.get(HOME)
    if chosen:
        return Path(chosen).expanduser()
    if sys.platform.startswith("linux"):  # platformdirs' answer there, without importing it (~10 ms)
        data_home = environ.get("XDG_DATA_HOME", "").strip()
        return Path(data_home or Path.home() / ".local" / "share") / "judge"
    import platformdirs

    return Path(platformdirs.user_data_dir("judge", appauthor=False))


def _fixed_now(text: str) -> datetime | None:
    if not text:
        return None
    try:
        moment = datetime.fromisoformat(text.removesuffix("Z"))
    except ValueError:
        raise InputError(f"{NOW}={text!r} is not an ISO 8601 time (e.g. 2026-11-23T12:00:00)") from None
    return moment.replace(tzinfo=timezone.utc) if moment.tzinfo is None else moment


def _support_timeout(text: str) -> float:
    """More than the default for a heavy generator on a slow machine, less where waiting for a
    looping file is all there is to wait for (the tests)."""
    if not text:
        return SUPPORT_TIMEOUT_S
    try:
        seconds = float(text)
    except ValueError:
        seconds = 0.0
    if not 0 < seconds < 86_400:
        raise InputError(f"{SUPPORT_TIMEOUT}={text!r} is not a number of seconds above 0 (the default is 10)")
    return seconds


def _kernel_skew(text: str) -> float:
    if not text:
        return 1.0
    try:
        skew = float(text)
    except ValueError:
        skew = 0.0
    if not 0.1 <= skew <= 10:
        raise InputError(f"{KERNEL_SKEW}={text!r} is not a number between 0.1 and 10 (1: this CPU as it is)")
    return skew


def _time_factors(text: str) -> tuple[tuple[str, float], ...]:
    """ "2.5" for every language ("*"), or "python=2.5,java=1.8"."""
    if not text:
        return ()
    factors: dict[str, float] = {}
    for item in text.split(","):
        name, _, value = item.rpartition("=")
        try:
            factor = float(value)
        except ValueError:
            factor = 0.0
        if not FACTOR_BOUNDS[0] <= factor <= FACTOR_BOUNDS[1]:
            raise InputError(
                f"{TIME_FACTOR}: {item.strip()!r} is not a factor between {FACTOR_BOUNDS[0]} and "
                f"{FACTOR_BOUNDS[1]} (e.g. 2.5, or LANG=2.5 for one language, comma-separated)"
            )
        factors[name.strip().lower() or "*"] = factor
    return tuple(factors.items())
