"""The CPU ledger: reported times checked against the kernel's count, pipelining allowed for."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import run_judge, settings_for, share_builds, share_cache

from judge.sandbox.cputime import TAMPERED, CpuLedger, Slack, cpu_reader

STRICT = Slack(floor_ms=10, per_case_ms=0, per_mb_ms=0, fraction=0)


class Clock:
    """A kernel count the test sets by hand, in seconds."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class CallThread:
    """The call thread's CPU ms, which the test sets by hand."""

    def __init__(self) -> None:
        self.ms = 0.0

    def __call__(self) -> float:
        return self.ms


def test_honest_replies_are_released_at_once() -> None:
    clock = Clock()
    ledger = CpuLedger(clock, STRICT, CallThread())
    for _ in range(5):
        clock.now += 0.100
        assert ledger.reply(100.0, 0, ahead=3) == (1, None, ())


def test_a_reply_below_the_count_of_the_calls_own_thread_is_tampered() -> None:
    """The thread that runs the calls used 1.1 s where the reply said 0: forged, and said so."""
    clock, call = Clock(), CallThread()
    ledger = CpuLedger(clock, STRICT, call)
    clock.now, call.ms = 1.1, 1100.0
    released, tampered, charged = ledger.reply(0.0, 0, ahead=1)
    assert released == 0 and tampered and tampered.startswith(TAMPERED) and charged == ()
    assert "the thread that runs your code used 1100 ms of CPU" in tampered
    assert "said 0 ms" in tampered


def test_cpu_of_another_thread_is_charged_to_the_case_never_called_tampered() -> None:
    """A thread of the solution's burned 1.1 s beside a call that reported 5 ms: the call thread
    used only those 5 ms, so the 1.1 s past the slack is the case's time."""
    clock, call = Clock(), CallThread()
    ledger = CpuLedger(clock, STRICT, call)
    clock.now, call.ms = 1.105, 5.0
    released, tampered, charged = ledger.reply(5.0, 0, ahead=1)
    assert (released, tampered) == (1, None)
    assert charged == ((0, pytest.approx(1105 - 5 - 10)),)
    clock.now, call.ms = 1.110, 10.0  # the next honest case is not charged the same CPU again
    assert ledger.reply(5.0, 0, ahead=1) == (1, None, ())


def test_without_a_known_call_thread_nothing_is_called_tampered() -> None:
    clock = Clock()
    ledger = CpuLedger(clock, STRICT)
    clock.now = 1.1
    released, tampered, charged = ledger.reply(0.0, 0, ahead=1)
    assert (released, tampered) == (1, None) and charged[0][1] == pytest.approx(1090)


def test_time_of_queued_cases_in_the_count_holds_a_reply_back_until_they_report() -> None:
    """The runner read reply 1 late: the kernel's count already held 50 ms of case 2."""
    clock, call = Clock(), CallThread()
    ledger = CpuLedger(clock, STRICT, call)
    clock.now, call.ms = 0.051, 51.0
    assert ledger.reply(1.0, 0, ahead=2) == (0, None, ())  # held: case 2 may explain it
    clock.now, call.ms = 0.101, 101.0
    assert ledger.reply(100.0, 0, ahead=1) == (2, None, ())  # case 2 reported its 100 ms: both go


def test_a_held_reply_is_tampered_once_the_cases_behind_it_do_not_explain_it() -> None:
    clock, call = Clock(), CallThread()
    ledger = CpuLedger(clock, STRICT, call)
    clock.now, call.ms = 0.600, 600.0  # case 1 burned 600 ms on the call thread and said 0
    assert ledger.reply(0.0, 0, ahead=3) == (0, None, ())
    clock.now, call.ms = 0.601, 601.0
    assert ledger.reply(0.5, 0, ahead=2) == (0, None, ())
    clock.now, call.ms = 0.602, 602.0
    released, tampered, _ = ledger.reply(0.5, 0, ahead=1)
    assert released == 0 and tampered is not None and "600 ms" in tampered


def test_a_batch_ending_early_lets_a_small_gap_go_but_not_a_large_one() -> None:
    clock, call = Clock(), CallThread()
    ledger = CpuLedger(clock, STRICT, call)
    clock.now, call.ms = 0.060, 60.0
    assert ledger.reply(1.0, 0, ahead=2) == (0, None, ())
    assert ledger.reply(None, 0, ahead=1) == (2, None, ())  # an exception in case 2: lag, let go
    clock.now += 1.0
    call.ms += 1000.0
    assert ledger.reply(0.0, 0, ahead=2) == (0, None, ())
    released, tampered, _ = ledger.reply(None, 0, ahead=1)
    assert released == 0 and tampered is not None


def test_the_slack_scales_with_the_machines_factor_as_the_limit_does() -> None:
    """A machine four times as slow as the reference spends four times the CPU decoding a case:
    what the strict slack calls tampered at factor 1 is let go at factor 4."""
    for factor, expected in ((1.0, False), (4.0, True)):
        clock, call = Clock(), CallThread()
        ledger = CpuLedger(clock, STRICT.scaled(factor), call)
        clock.now, call.ms = 0.035, 35.0  # 35 ms of CPU, 0 reported: over a 10 ms floor, under 40
        released, tampered, _ = ledger.reply(0.0, 0, ahead=1)
        assert (released == 1 and tampered is None) is expected, (factor, tampered)


GRID_GAME_CPP = """\
class Solution {
public:
    long long gridGame(vector<vector<int>>& grid) {
        long long top = accumulate(grid[0].begin(), grid[0].end(), 0LL), bottom = 0, best = LLONG_MAX;
        for (size_t c = 0; c < grid[0].size(); c++) {
            top -= grid[0][c];
            best = min(best, max(top, bottom));
            bottom += grid[1][c];
        }
        return best;
    }
};
"""


@pytest.mark.skipif(shutil.which("g++") is None, reason="g++ is not installed")
def test_decoding_large_inputs_is_not_taken_for_tampering_on_a_machine_four_times_as_fast(
    tmp_path: Path, home: Path, shared_builds: Path, shared_cache: Path
) -> None:
    """grid-game's tests are 7 MB of input, which the C++ harness decodes outside the timed call.
    Judged with a factor a quarter of this machine's (so every allowance is a quarter of what it is
    here), the honest solution is still AC: the slack holds on a machine 4x slower than its
    calibration says, and under load here."""
    from judge.grading.session import calibrated

    share_cache(share_builds(home, shared_builds), shared_cache)
    factor = calibrated("cpp", settings_for(home)).factor
    solution = tmp_path / "grid_game.cpp"
    solution.write_text(GRID_GAME_CPP)
    done = run_judge(
        "submit",
        "grid-game",
        str(solution),
        "--no-record",
        "--json",
        home=home,
        env={"JUDGE_TIME_FACTOR": f"cpp={factor / 4:.3f}"},
    )
    assert (done.returncode, done.json["verdict"]) == (0, "AC"), done.stdout[-1500:]


def test_the_kernel_count_of_another_process_is_read_from_outside() -> None:
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import time\nt = time.process_time()\nwhile time.process_time() - t < 0.2: pass\ntime.sleep(30)",
        ]
    )
    try:
        read = cpu_reader(child.pid)
        give_up = time.monotonic() + 30
        while read() < 0.2 and time.monotonic() < give_up:
            time.sleep(0.02)
        assert 0.2 <= read() < 5
    finally:
        child.kill()
        child.wait()
    assert cpu_reader(child.pid)() == -1.0 or not os.path.exists(f"/proc/{child.pid}")
