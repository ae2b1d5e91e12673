"""Loading a problem's own Python file into the judge's process: only a strategy.py for stress and
verify (stress/problem_files.py), after its confined child has tried it, because hypothesis needs
the strategy object itself. Every other problem file runs in its child (sandbox/support.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from judge.model.errors import ProblemFaultError

SHARED = "_shared"  # solutions/_shared/: support code the problems' own files may import


def load_problem_module(path: Path, role: str) -> ModuleType:
    """Import `path` (the problem's `role` file); any failure is the problem's fault (IE).

    The bank's shared support folder (solutions/_shared) is importable from it, so a problem's
    play.py needs nothing of the judge package.
    """
    shared = str(path.resolve().parent.parent / SHARED)
    if Path(shared).is_dir() and shared not in sys.path:
        sys.path.append(shared)
    name = f"judge_{role}_{path.parent.name}".replace("-", "_")
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ProblemFaultError(f"{path}: the {role} cannot be loaded")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # noqa: BLE001 - whatever the file raises is the problem's fault
        raise ProblemFaultError(f"{path}: the {role} cannot be loaded: {type(exc).__name__}: {exc}") from None
    return module
