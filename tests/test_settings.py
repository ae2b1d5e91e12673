"""model/settings.py: what the judge takes from its environment, parsed once from a mapping, and the
CLI's one reading of it (a bad value is one line before any work; a good one reaches the code)."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest
from conftest import run_judge

from judge.model.errors import InputError
from judge.model.settings import SUPPORT_TIMEOUT_S, from_environment


def test_home_is_judge_home_else_the_data_folder(tmp_path: Path) -> None:
    assert from_environment({"JUDGE_HOME": str(tmp_path / "h")}).home == tmp_path / "h"
    assert from_environment({"XDG_DATA_HOME": str(tmp_path)}).home == tmp_path / "judge"
    settings = from_environment({"JUDGE_HOME": str(tmp_path)})
    assert settings.cache_dir == tmp_path / "cache" and settings.builds_dir == tmp_path / "builds"
    assert settings.calibration_file == tmp_path / "calibration.json"
    other = from_environment({"JUDGE_HOME": str(tmp_path), "JUDGE_CALIBRATION": str(tmp_path / "c.json")})
    assert other.calibration_file == tmp_path / "c.json"


def test_the_clock_is_fixed_by_judge_now_in_utc() -> None:
    fixed = from_environment({"JUDGE_NOW": "2026-03-10T12:00:00"})
    assert fixed.now() == datetime(2026, 3, 10, 12, 0, tzinfo=timezone.utc)
    assert fixed.now() == fixed.now()  # fixed: it does not move
    assert from_environment({"JUDGE_NOW": "2026-03-10T12:00:00Z"}).now() == fixed.now()
    real = from_environment({}).now()
    assert real.tzinfo is not None and abs((datetime.now(timezone.utc) - real).total_seconds()) < 60


def test_support_timeout_and_time_factors() -> None:
    assert from_environment({}).support_timeout_s == SUPPORT_TIMEOUT_S
    assert from_environment({"JUDGE_SUPPORT_TIMEOUT_S": "2.5"}).support_timeout_s == 2.5
    every = from_environment({"JUDGE_TIME_FACTOR": "2.5"})
    assert every.time_factor("python") == 2.5 and every.time_factor("go") == 2.5
    some = from_environment({"JUDGE_TIME_FACTOR": "python=2,Java=1.5"})
    assert (some.time_factor("python"), some.time_factor("java"), some.time_factor("go")) == (2.0, 1.5, None)
    assert from_environment({}).time_factor("python") is None


@pytest.mark.parametrize(
    ("name", "value", "said"),
    [
        ("JUDGE_NOW", "yesterday", "JUDGE_NOW='yesterday' is not an ISO 8601 time"),
        ("JUDGE_SUPPORT_TIMEOUT_S", "0", "JUDGE_SUPPORT_TIMEOUT_S='0' is not a number of seconds"),
        ("JUDGE_TIME_FACTOR", "python=fast", "JUDGE_TIME_FACTOR: 'python=fast' is not a factor"),
    ],
)
def test_a_bad_value_names_its_variable(name: str, value: str, said: str, tmp_path: Path) -> None:
    with pytest.raises(InputError, match=said):
        from_environment({name: value})
    # the CLI reads its settings as the group starts: one line and exit 2 before any command runs
    for command in ("list", "--version"):  # --version: an eager option, run while click parses
        result = run_judge(command, home=tmp_path / "home", env={name: value})
        assert result.returncode == 2, result.stderr
        assert result.stderr.strip().splitlines() == [f"judge: error: {from_exception(name, value)}"]
    assert not (tmp_path / "home").exists()


def from_exception(name: str, value: str) -> str:
    try:
        from_environment({name: value})
    except InputError as exc:
        return exc.message
    raise AssertionError("no error")
