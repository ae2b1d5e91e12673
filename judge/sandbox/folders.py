"""The temporary folders of a child: named after the judge that made them, so that folders left by
a judge that was killed (no chance to clean up) are removed by the next judge that starts a child.
And the folder compiled programs are kept in, private to the user (`private_builds`).
"""

from __future__ import annotations

import atexit
import os
import re
import shutil
import stat
import tempfile
from functools import cache
from pathlib import Path

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
            if entry.is_symlink() or not entry.is_dir() or not _ours(entry.stat().st_uid):
                continue
        except OSError:
            continue
        shutil.rmtree(entry.path, ignore_errors=True)
        removed.append(entry.path)
    return removed


def _ours(uid: int) -> bool:
    """A folder of this user's judge: its own, or as root one a child took over (isolation.py: a
    child of root becomes UID_BASE + its pid and owns its folder)."""
    from judge.sandbox.isolation import UID_BASE

    return uid == os.getuid() or (os.getuid() == 0 and uid >= UID_BASE)


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


def private_builds(wanted: Path) -> Path:
    """`wanted`, made if need be with mode 0700, as the folder of compiled programs; a fresh
    temporary folder of this judge (0700, removed when it exits) if `wanted` cannot be made or is
    not the user's own.

    A build is executed as it is found, so nobody else may write there: a shared, predictable folder
    (the old /tmp/judge-builds) let another user plant a program under a key the judge would run.
    The judge's home is the user's, and keeps builds across runs; the fallback costs a compile."""
    try:
        wanted.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = wanted.stat()  # a link to a folder of the user's own is as good
        if stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid():
            if info.st_mode & 0o077:
                wanted.chmod(0o700)  # made before builds were private, or by a looser umask
            return wanted
    except OSError:
        pass
    return _scratch_builds()


@cache
def _scratch_builds() -> Path:
    folder = tempfile.mkdtemp(prefix=f"{PREFIX}builds-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return Path(folder)
