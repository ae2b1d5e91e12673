"""Which Go the judge builds with: LeetCode's 1.23 where installed, else the newest Go found.

Debian 12's `golang-go` is Go 1.19, which lacks the builtin `min`/`max` and package `slices`
(Go 1.21) that many public LeetCode Go files use; bookworm-backports has `golang-1.23-go`, which
installs beside it in /usr/lib/go-1.23 and leaves `go` on PATH alone. So the judge looks at every Go
it can see (PATH, /usr/local/go, /usr/lib/go-1.N) and takes 1.23 if there is one, else the newest.
A toolchain's version is read from its GOROOT's VERSION file (no process started), and the module's
`go` line names that version, since a Go past 1.21 gates language features on that line.
"""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from judge.sandbox.languages.base import ToolchainMissingError, toolchain_path

LEETCODE = (1, 23)
MISSING = (
    "no `go` found: install Go 1.21+ to judge .go files; LeetCode runs 1.23, which Debian 12 has in "
    "bookworm-backports (apt-get install -t bookworm-backports golang-1.23-go)"
)
PLACES = ("/usr/local/go/bin",)  # the official tarball's
DEBIAN_GOROOTS = Path("/usr/lib")  # golang-1.N-go installs /usr/lib/go-1.N/bin/go
VERSION = re.compile(r"go(\d+)\.(\d+)")


@dataclass(frozen=True)
class GoToolchain:
    path: Path  # the resolved binary
    version: tuple[int, int]  # (major, minor)

    @property
    def go_mod(self) -> str:
        """The solution module's go.mod: its language version is the toolchain's own."""
        return f"module judgesolution\n\ngo {self.version[0]}.{self.version[1]}\n"


def version_of(binary: Path) -> tuple[int, int] | None:
    """The (major, minor) its GOROOT's VERSION file names, else what `go env GOVERSION` says (a Go
    laid out otherwise); None if neither does."""
    try:
        text = (binary.parent.parent / "VERSION").read_text(encoding="utf-8")
    except OSError:
        try:
            text = subprocess.run(
                [str(binary), "env", "GOVERSION"], capture_output=True, text=True, timeout=30, check=False
            ).stdout
        except (OSError, subprocess.TimeoutExpired):
            return None
    match = VERSION.match(text.strip())
    return (int(match.group(1)), int(match.group(2))) if match else None


def candidates() -> list[Path]:
    """Every Go binary to be seen on the toolchain path (PATH, then PLACES and Debian's GOROOTs),
    resolved, each once, in that order."""
    seen: list[Path] = []
    debian = sorted(str(path.parent) for path in DEBIAN_GOROOTS.glob("go-1.*/bin/go"))
    for folder in toolchain_path(*PLACES, *debian).split(os.pathsep):
        place = os.path.join(folder, "go")
        if folder and os.path.isfile(place) and os.access(place, os.X_OK):
            resolved = Path(os.path.realpath(place))
            if resolved not in seen:
                seen.append(resolved)
    return seen


@cache
def find_go() -> GoToolchain:
    """LeetCode's Go 1.23 if installed, else the newest found (ToolchainMissingError if none)."""
    found = [GoToolchain(path, version) for path in candidates() if (version := version_of(path))]
    if not found:
        raise ToolchainMissingError(MISSING)
    exact = [toolchain for toolchain in found if toolchain.version == LEETCODE]
    return exact[0] if exact else max(found, key=lambda toolchain: toolchain.version)
