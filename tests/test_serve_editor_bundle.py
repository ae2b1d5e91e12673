"""The editor bundle the wheel ships (judge/serve/static/editor.js): built by editor/build.sh from the
lock, small enough, served, and listing the package versions the lock holds. Rebuilding it from the
lock gives the same bytes (a slow test, where npm is present: it downloads the locked packages)."""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
STATIC = REPO / "judge" / "serve" / "static"
EDITOR = REPO / "editor"


def test_the_bundle_is_shipped_small_and_served() -> None:
    from judge.serve.app import ASSETS

    bundle = (STATIC / "editor.js").read_bytes()
    assert "editor.js" in ASSETS and b"window.JudgeEditor" in bundle
    # CodeMirror, its modes for the seven languages (TypeScript is JavaScript's) and Vim: ~315 KB, of which
    # Rust's grammar ~29 KB
    assert len(gzip.compress(bundle)) < 340 * 1024
    assert b'src="/static/editor.js"' in (STATIC / "index.html").read_bytes()


def test_its_licences_list_the_locked_versions() -> None:
    lock = json.loads((EDITOR / "package-lock.json").read_text())["packages"]
    listed = (STATIC / "editor.LICENSES.txt").read_text().splitlines()[1:]
    assert listed and all(line.endswith(": MIT") for line in listed)
    for line in listed:
        name, version = line.split(": ")[0].rsplit(" ", 1)
        assert lock[f"node_modules/{name}"]["version"] == version, line


def _registry_reachable() -> bool:
    try:
        return subprocess.run(["npm", "ping"], capture_output=True, timeout=30, check=False).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


@pytest.mark.slow
@pytest.mark.skipif(
    shutil.which("npm") is None, reason="no npm (the bundle is committed; only a rebuild needs it)"
)
def test_a_rebuild_from_the_lock_gives_the_same_bytes(tmp_path: Path) -> None:
    if not _registry_reachable():
        pytest.skip("the npm registry is not reachable (offline): the locked packages cannot be fetched")
    before = hashlib.sha256((STATIC / "editor.js").read_bytes()).hexdigest()
    copy = tmp_path / "repo"
    shutil.copytree(EDITOR, copy / "editor", ignore=shutil.ignore_patterns("node_modules"))
    (copy / "judge" / "serve" / "static").mkdir(parents=True)
    subprocess.run(["sh", str(copy / "editor" / "build.sh")], check=True, capture_output=True, timeout=600)
    after = hashlib.sha256((copy / "judge" / "serve" / "static" / "editor.js").read_bytes()).hexdigest()
    assert after == before
