"""A missing toolchain is one line naming what to install, and exit 2: for every language of the
registry (a new one is covered by being registered), its toolchain hidden from a real `judge submit`.

How a toolchain is hidden: every finder looks for binaries on base.toolchain_path (PATH and the
language's usual places, e.g. Go's /usr/lib/go-1.N/bin), which JUDGE_TOOLCHAIN_PATH replaces: empty,
it names no folder at all; a toolchain installed into a home (TypeScript's, in the judge's home or
the default one under HOME) is hidden by a fresh JUDGE_HOME and HOME. A language whose finder looks
anywhere else must honour these too, or this test finds its toolchain and fails.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_judge, tool_found

from judge.sandbox.languages.base import TOOLCHAIN_PATH
from judge.sandbox.languages.registry import LANGUAGES, named

ALWAYS_THERE = {"python"}  # the judge's own interpreter runs it


def hidden(tmp_path: Path, *, binaries: bool = True) -> dict[str, str]:
    """The environment of a judge that finds no toolchain (`binaries=False`: only none in a home)."""
    nobody = tmp_path / "nobody"
    nobody.mkdir(exist_ok=True)
    return {"HOME": str(nobody), **({TOOLCHAIN_PATH: ""} if binaries else {})}


def submitted(tmp_path: Path, language: str, env: dict[str, str]) -> tuple[int, str]:
    home = tmp_path / "home"
    template = tmp_path / f"solution{named(language).template_extension}"
    made = run_judge("new", "stone-game", str(template), "--lang", language, home=home)
    assert made.returncode == 0, made.stderr
    # a process of its own: the finders remember what they found in the process that asked
    done = run_judge("submit", "stone-game", str(template), "--no-record", home=home, env=env, process=True)
    return done.returncode, done.stderr


@pytest.mark.parametrize(
    "language",
    [pytest.param(entry.name, id=entry.name) for entry in LANGUAGES if entry.name not in ALWAYS_THERE],
)
def test_a_missing_toolchain_is_one_line_and_exit_2(tmp_path: Path, language: str) -> None:
    code, stderr = submitted(tmp_path, language, hidden(tmp_path))
    lines = stderr.strip().splitlines()
    assert code == 2 and len(lines) == 1, stderr
    assert lines[0].startswith("judge: error: no ") and "install" in lines[0], lines[0]


@pytest.mark.skipif(not tool_found("node"), reason="needs node, to find tsc missing and not node")
def test_typescript_names_the_command_that_installs_its_compiler(tmp_path: Path) -> None:
    code, stderr = submitted(tmp_path, "typescript", hidden(tmp_path, binaries=False))
    assert code == 2 and len(stderr.strip().splitlines()) == 1, stderr
    assert "npm install --prefix" in stderr and "typescript@5.1.6" in stderr, stderr
