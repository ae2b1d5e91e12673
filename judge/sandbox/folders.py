"""The temporary folders of a child: named after the judge that made them, so that folders left by
a judge that was killed (no chance to clean up) are removed by the next judge that starts a child.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from functools import cache

PREFIX = "judge-"
_OWNED = re.compile(rf"^{PREFIX}(?:run|out|support)-(\d+)-")


def make(kind: str) -> tempfile.TemporaryDirectory[str]:
    """A new folder `judge-<kind>-<this judge's pid>-...` in the system's temporary folder."""
    sweep_once()
    return tempfile.TemporaryDirectory(prefix=f"{PREFIX}{kind}-{os.getpid()}-")


@cache
def sweep_once() -> None:
    sweep(tempfile.gettempdir())


def sweep(parent: str) -> list[str]:
    """Remove the children's folders in `parent` whose judge is no longer running; their paths."""
    removed: list[str] = []
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return removed
    for entry in entries:
        match = _OWNED.match(entry.name)
        if not match or _alive(int(match.group(1))):
            continue
        try:
            if entry.is_symlink() or not entry.is_dir() or entry.stat().st_uid != os.getuid():
                continue
        except OSError:
            continue
        shutil.rmtree(entry.path, ignore_errors=True)
        removed.append(entry.path)
    return removed


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # someone else's process: alive
        return True
    return True
