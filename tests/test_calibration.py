"""Time limits calibrated to the machine: the kernel measured, cached, re-measured, and limits scaled.

Speeds are simulated through the calibration (JUDGE_TIME_FACTOR as a multiple of the factor this
machine measured), never assumed: every test holds on a machine 4x slower or faster.
"""

from __future__ import annotations

import json
import os
import textwrap
import time
from pathlib import Path

import pytest
from conftest import run_judge

from judge.model.limits import Limits

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "predict_the_winner.py"


def own_calibration(home: Path) -> dict[str, str]:
    """A calibration file of the test's own, not the run's shared one."""
    return {"JUDGE_CALIBRATION": str(home / "calibration.json")}


def python_factor() -> float:
    """The factor this machine measured for Python (the run's shared calibration)."""
    done = run_judge("calibrate", "--lang", "python", "--json", home=Path("/nonexistent-home"))
    assert done.returncode == 0, done.stderr
    return float(done.json["languages"]["python"]["factor"])


def test_calibrate_measures_caches_and_measures_again_on_request(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = own_calibration(home)
    first = run_judge("calibrate", "--lang", "python", "--json", home=home, env=env)
    assert first.returncode == 0, first.stderr
    measured = first.json["languages"]["python"]
    assert measured["source"] == "measured"
    assert len(measured["runs_ms"]) == 7 and min(measured["runs_ms"]) == pytest.approx(measured["kernel_ms"])
    assert measured["factor"] > 0 and measured["spread"] >= 1
    kept = json.loads((home / "calibration.json").read_text())
    assert kept["languages"]["python"]["runs_ms"] == measured["runs_ms"]

    again = run_judge("calibrate", "--lang", "python", "--json", home=home, env=env)
    assert again.json["languages"]["python"]["runs_ms"] == measured["runs_ms"]  # cached, not run

    fresh = run_judge("calibrate", "--lang", "python", "--again", "--json", home=home, env=env)
    assert fresh.json["languages"]["python"]["runs_ms"] != measured["runs_ms"]  # seven new timings
    factor = fresh.json["languages"]["python"]["factor"]
    version = run_judge("--version", home=home, env=env).stdout
    assert f"time factor {factor:.2f} (calibrated " in version  # the cached one, not measured again


@pytest.mark.parametrize("damage", ["fingerprint", "garbage", "old"])
def test_a_calibration_that_no_longer_fits_is_measured_again(tmp_path: Path, damage: str) -> None:
    home = tmp_path / "home"
    env = own_calibration(home)
    first = run_judge("calibrate", "--lang", "python", "--json", home=home, env=env).json
    path = home / "calibration.json"
    data = json.loads(path.read_text())
    if damage == "fingerprint":  # another CPU, boot or interpreter
        data["languages"]["python"]["fingerprint"] = "another machine"
        path.write_text(json.dumps(data))
    elif damage == "old":
        data["languages"]["python"]["calibrated_at"] = "2020-01-01T00:00:00Z"
        path.write_text(json.dumps(data))
    else:
        path.write_text("{not json")
    done = run_judge("calibrate", "--lang", "python", "--json", home=home, env=env)
    assert done.returncode == 0, done.stderr
    assert done.json["languages"]["python"]["runs_ms"] != first["languages"]["python"]["runs_ms"]


def test_submit_shows_and_reports_the_scaled_limit(tmp_path: Path) -> None:
    home = tmp_path / "home"
    slower = run_judge(
        "submit",
        "predict-the-winner",
        str(EXAMPLE),
        "--no-record",
        home=home,
        env={"JUDGE_TIME_FACTOR": "2.9"},
    )
    assert slower.returncode == 0, slower.stderr
    assert (
        "this machine runs Python 2.9x slower than the reference machine (as JUDGE_TIME_FACTOR sets): "
        "the time limit 1,000 ms is 2,900 ms here" in " ".join(slower.stdout.split())
    )
    faster = run_judge(
        "submit", "predict-the-winner", str(EXAMPLE), "--no-record", "--json",
        home=home, env={"JUDGE_TIME_FACTOR": "java=3,python=0.25"},
    )  # fmt: skip
    assert faster.json["time_limit"] == {
        "applied_ms": 250,
        "reference_ms": 1000,
        "factor": 0.25,
        "language": "python",
        "calibrated_at": faster.json["time_limit"]["calibrated_at"],
        "source": "JUDGE_TIME_FACTOR",
        "correction": 1.0,  # a factor set is the factor: no problem's correction on it
    }
    near = run_judge("submit", "predict-the-winner", str(EXAMPLE), "--no-record", home=home,
                     env={"JUDGE_TIME_FACTOR": "1.1"})  # fmt: skip
    assert "reference machine" not in near.stdout  # close to 1: not worth a line


def test_a_malformed_factor_is_one_line_and_exit_2(tmp_path: Path) -> None:
    done = run_judge(
        "submit",
        "predict-the-winner",
        str(EXAMPLE),
        home=tmp_path / "home",
        env={"JUDGE_TIME_FACTOR": "fast"},
    )
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "judge: error: JUDGE_TIME_FACTOR: 'fast' is not a factor between 0.01 and 100.0 (e.g. 2.5, or LANG=2.5 for one language, comma-separated)"
    ]


SPIN = textwrap.dedent(
    """\
    SPUN = []


    class Solution:
        def predictTheWinner(self, nums):
            if not SPUN:  # the first case only: {count} additions
                SPUN.append(sum(i for i in range({count})))
            lead = list(nums)
            for i in range(len(nums) - 2, -1, -1):
                for j in range(i + 1, len(nums)):
                    lead[j] = max(nums[i] - lead[j], nums[j] - lead[j - 1])
            return lead[-1] >= 0
    """
)


def test_the_verdict_follows_the_calibrated_speed(tmp_path: Path) -> None:
    """A solution that spends about a tenth of its limit in calibrated units is AC at this machine's
    own factor, and TLE where the machine is simulated 50 times faster than it measured (the limit
    a fiftieth): the same solution, the same machine, only the calibration differs."""
    solution = tmp_path / "spin.py"
    # ~1.5 million additions: ~100 ms of CPU on the reference machine (a 1,000 ms limit)
    solution.write_text(SPIN.format(count=1_500_000))
    home = tmp_path / "home"
    factor = python_factor()
    own = run_judge(
        "run", "predict-the-winner", str(solution), "--input", '{"nums": [1, 5, 2]}', "--json", home=home
    )
    assert own.json["verdict"] != "TLE", own.stdout
    fast = {"JUDGE_TIME_FACTOR": f"python={factor / 50:.4f}"}
    simulated = run_judge(
        "run",
        "predict-the-winner",
        str(solution),
        "--input",
        '{"nums": [1, 5, 2]}',
        "--json",
        home=home,
        env=fast,
    )
    assert simulated.json["verdict"] == "TLE", simulated.stdout
    assert "ms on this machine)" in simulated.json["message"]


def test_limits_scale_once() -> None:
    spec = Limits(1000, 256)
    here = spec.scaled(2.5)
    assert (here.time_ms, here.reference_ms, here.factor) == (2500, 1000, 2.5)
    assert here.scaled(3.0) == here
    assert Limits(1, 256).scaled(0.1).time_ms == 1  # never a zero limit


def test_a_tle_under_an_old_calibration_is_judged_again_with_a_fresh_one(tmp_path: Path) -> None:
    """A calibration ten minutes old that says the machine is 50x faster than it is: the solution is
    TLE under it, the judge measures again, and the fresh factor makes it AC."""
    factor = python_factor()
    shared = json.loads(Path(os.environ["JUDGE_CALIBRATION"]).read_text())["languages"]["python"]
    old = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() - 600))
    home = tmp_path / "home"
    mine = home / "calibration.json"
    home.mkdir()
    mine.write_text(
        json.dumps(
            {"version": 1, "languages": {"python": {**shared, "factor": factor / 50, "calibrated_at": old}}}
        )
    )
    solution = tmp_path / "spin.py"
    solution.write_text(SPIN.format(count=1_500_000))
    done = run_judge("submit", "predict-the-winner", str(solution), "--no-record", "--json", home=home,
                     env=own_calibration(home))  # fmt: skip
    assert done.json["verdict"] == "AC", done.json["failure"]
    limit = done.json["time_limit"]
    assert limit["calibrated_at"] != old and limit["factor"] > factor / 10
    assert json.loads(mine.read_text())["languages"]["python"]["calibrated_at"] == limit["calibrated_at"]
