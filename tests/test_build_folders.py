"""Compiled programs are kept in the judge's home (JUDGE_HOME/builds), private to the user, for
every command: never in a shared, predictable folder such as /tmp/judge-builds, where another user
could plant a program under a key the judge would run."""

from __future__ import annotations

import shutil
import stat
import tempfile
from pathlib import Path

import pytest
from conftest import run_judge, settings_for

from judge.grading.session import build_root
from judge.sandbox.folders import private_builds

JAVA = Path(__file__).parent / "lang" / "java" / "ac_plain.java"
BANK = Path(__file__).parent / "hostile" / "bank" / "problems"


def test_builds_go_to_the_judges_home(home: Path) -> None:
    assert build_root(settings_for()) == home / "builds"  # JUDGE_HOME, as the `home` fixture sets it
    assert build_root(settings_for(home / "other")) == home / "other" / "builds"
    assert not str(build_root(settings_for())).startswith(str(Path(tempfile.gettempdir()) / "judge-builds"))


def test_the_build_folder_is_made_private(tmp_path: Path) -> None:
    made = private_builds(tmp_path / "home" / "builds")
    assert made == tmp_path / "home" / "builds" and stat.S_IMODE(made.stat().st_mode) == 0o700
    loose = tmp_path / "loose"
    loose.mkdir(mode=0o777)
    loose.chmod(0o777)
    assert private_builds(loose) == loose and stat.S_IMODE(loose.stat().st_mode) == 0o700


def test_a_folder_that_cannot_be_made_falls_back_to_a_fresh_private_one(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    scratch = private_builds(tmp_path / "file")
    assert scratch != tmp_path / "file" and scratch.is_dir()
    assert scratch.name.startswith("judge-builds-") and stat.S_IMODE(scratch.stat().st_mode) == 0o700
    assert private_builds(tmp_path / "file" / "below") == scratch  # one of them a judge


@pytest.mark.skipif(shutil.which("javac") is None, reason="no JDK installed")
def test_stress_builds_in_the_home_too(tmp_path: Path, home: Path) -> None:
    """stress prepares its candidate with no home given: the build still lands in JUDGE_HOME."""
    solution = tmp_path / "Solution.java"
    solution.write_text(JAVA.read_text() + "// stress build\n")
    done = run_judge(
        "stress",
        "tiny-sum",
        str(solution),
        "--count",
        "5",
        "--seed",
        "1",
        "--json",
        "--no-record",
        home=home,
        problems=BANK,
    )
    assert done.returncode == 0 and done.json["verdict"] == "OK", done.stderr
    assert [
        p for p in (home / "builds" / "java").iterdir() if p.is_dir() and not p.name.startswith("driver-")
    ]
    assert stat.S_IMODE((home / "builds").stat().st_mode) == 0o700


def test_a_build_stopped_midway_leaves_no_folder(tmp_path: Path) -> None:
    """C++, Go and Java build in compiled.building: a compiler past its timeout (its CE) or a
    Ctrl-C removes the half-made folder, as a failed compile does."""
    from judge.sandbox.languages.base import CompileFailedError
    from judge.sandbox.languages.compiled import building

    final = tmp_path / "java" / "key"
    for stop in (CompileFailedError("compilation did not finish within 120 s"), KeyboardInterrupt()):
        with pytest.raises(type(stop)), building(final) as work:
            (work / "half").write_text("x")
            raise stop
    assert list((tmp_path / "java").iterdir()) == [] and not final.exists()
