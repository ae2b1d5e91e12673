"""Which rustc the judge builds with: the newest 1.79+ found (LeetCode runs Rust 1.79).

Debian 12's `rustc` is 1.63, too old for public LeetCode files (let-else needs 1.65); its
`rustc-web` package (1.85 in bookworm, newer in bookworm-security) installs a recent one as
/usr/bin/rustc. A rustup install puts a proxy in ~/.cargo/bin (looked in even when PATH lacks it)
that reads the user's home to pick a toolchain on every run; the judge runs the toolchain's own
binary instead (`rustc --print sysroot`/bin/rustc), which needs nothing of the home. Each
candidate's version is asked of it once (`rustc --version`); of those at or past 1.79 a
distribution's is preferred (a rustup toolchain lives in the user's home), the newest first.
"""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from judge.sandbox.languages.base import ToolchainMissingError, toolchain_path

LEAST = (1, 79)  # LeetCode's Rust
INSTALL = "apt-get install rustc-web"
MISSING = f"no rustc 1.79+ found: install a recent Rust to judge .rs files (Debian 12: {INSTALL})"
PLACES = ("/usr/local/bin",)  # besides PATH; and rustup's, below
VERSION = re.compile(r"rustc (\d+)\.(\d+)\.(\d+)")


@dataclass(frozen=True)
class RustToolchain:
    path: Path  # the compiler's own binary (a rustup proxy resolved to its toolchain's)
    version: tuple[int, int, int]
    line: str  # what `rustc --version` says, for `judge --version`
    rustup: bool = False  # a toolchain of rustup's, under the user's home


def _ask(binary: str, *args: str) -> str:
    try:
        done = subprocess.run([binary, *args], capture_output=True, text=True, timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""


def _own_binary(place: str) -> str:
    """The binary that compiles: a rustup proxy's toolchain rustc, else `place` itself."""
    if Path(os.path.realpath(place)).name.startswith("rustup"):
        sysroot = _ask(place, "--print", "sysroot")
        own = Path(sysroot) / "bin" / "rustc"
        if sysroot and os.access(own, os.X_OK):
            return str(own)
    return place


def candidates() -> list[str]:
    """Every rustc on the toolchain path (base.toolchain_path: PATH, then the usual places), each
    once (by its resolved path)."""
    seen: dict[str, str] = {}
    for folder in toolchain_path(*PLACES, _rustup_bin()).split(os.pathsep):
        place = os.path.join(folder, "rustc")
        if folder and os.access(place, os.X_OK) and not os.path.isdir(place):
            seen.setdefault(os.path.realpath(place), place)
    return list(seen.values())


def _rustup_bin() -> str:
    """Where rustup puts its proxies ($CARGO_HOME/bin, ~/.cargo/bin by default): a judge started
    with a bare PATH (an editor's task, a service) still finds the user's Rust."""
    cargo = os.environ.get("CARGO_HOME")
    try:
        return str(Path(cargo) / "bin" if cargo else Path.home() / ".cargo" / "bin")
    except RuntimeError:  # no home to be found
        return ""


def toolchain_of(place: str) -> RustToolchain | None:
    binary = _own_binary(place)
    rustup = binary != place
    line = _ask(binary, "--version")
    match = VERSION.match(line)
    if not match:
        return None
    major, minor, patch = (int(part) for part in match.groups())
    return RustToolchain(Path(os.path.realpath(binary)), (major, minor, patch), line, rustup)


@cache
def find_rustc() -> RustToolchain:
    """The newest rustc at or past LeetCode's 1.79, a distribution's before rustup's
    (ToolchainMissingError naming the package if none; an older one found is named too)."""
    found = [toolchain for place in candidates() if (toolchain := toolchain_of(place))]
    recent = [toolchain for toolchain in found if toolchain.version[:2] >= LEAST]
    if recent:
        return max(recent, key=lambda toolchain: (not toolchain.rustup, toolchain.version))
    if found:
        old = max(found, key=lambda toolchain: toolchain.version)
        raise ToolchainMissingError(
            f"rustc {'.'.join(map(str, old.version))} ({old.path}) is older than LeetCode's 1.79: "
            f"install a recent Rust to judge .rs files (Debian 12: {INSTALL})"
        )
    raise ToolchainMissingError(MISSING)
