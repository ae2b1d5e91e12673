"""A watch mode: `judge watch SLUG FILE` judges at once and again on every
save, redrawing; a broken save is said and the watch goes on; Ctrl-C ends it cleanly."""

from __future__ import annotations

import os
import time
from pathlib import Path

from conftest import live_descendants, run_judge
from terminal import TerminalRun

REPO = Path(__file__).resolve().parent.parent
SOLUTIONS = REPO / "solutions" / "predict-the-winner"


def save_by_rename(path: Path, text: str) -> None:
    """As vim and many editors save: a new file renamed over the old one."""
    temporary = path.with_name(f".{path.name}.swp-new")
    temporary.write_text(text)
    os.replace(temporary, path)


def test_watch_rejudges_on_every_save_and_ends_on_ctrl_c(tmp_path: Path, home: Path) -> None:
    mine = tmp_path / "mine.py"
    mine.write_text((SOLUTIONS / "wrong_greedy.py").read_text())
    run = TerminalRun("watch", "predict-the-winner", str(mine), home=home)
    assert run.read_until(r"WA Wrong Answer"), run.text
    # no wait for the watcher: a save before it is set up is judged too (the file is compared)
    save_by_rename(mine, (SOLUTIONS / "reference.py").read_text())
    assert run.read_until(r"mine\.py changed.*AC Accepted", timeout=60), run.text[-2000:]
    mine.write_text("")  # half a save: said, and the watch goes on
    assert run.read_until(r"the file is empty", timeout=60), run.text[-2000:]
    mine.write_text((SOLUTIONS / "wrong_greedy.py").read_text())
    assert run.read_until(r"AC Accepted.*the file is empty.*WA Wrong Answer", timeout=60)
    run.interrupt()
    code, screen, stderr = run.finish()
    assert code == 0 and "watch ended" in screen, (screen[-500:], stderr)
    assert "Traceback" not in screen + stderr
    assert run_judge("history", "--json", home=home).json == []  # a watch records nothing
    give_up = time.monotonic() + 5
    while live_descendants() and time.monotonic() < give_up:
        time.sleep(0.05)
    assert not live_descendants()


def test_watch_refuses_a_missing_file_at_once(tmp_path: Path, home: Path) -> None:
    done = run_judge("watch", "predict-the-winner", str(tmp_path / "nope.py"), home=home)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [f"judge: error: {tmp_path / 'nope.py'}: no such file"]


def test_watch_without_file_finds_the_one_judge_new_wrote(tmp_path: Path, home: Path) -> None:
    """As submit, run, stress and bench: SLUG.<ext> in the current folder; none is one line, exit 2."""
    nothing = TerminalRun("watch", "predict-the-winner", home=home, cwd=tmp_path)
    code, _, stderr = nothing.finish()
    assert code == 2 and "no FILE given, and no predict-the-winner.py" in stderr, stderr
    (tmp_path / "predict-the-winner.py").write_text((SOLUTIONS / "reference.py").read_text())
    run = TerminalRun("watch", "predict-the-winner", home=home, cwd=tmp_path)
    assert run.read_until(r"watching predict-the-winner\.py.*AC Accepted"), run.text[-2000:]
    run.interrupt()
    code, screen, _ = run.finish()
    assert code == 0 and "watch ended" in screen


SLOW = """\
import time

class Solution:
    def predictTheWinner(self, nums):
        time.sleep(0.05)
        return True
"""


def test_watch_draws_submits_live_line_and_a_ctrl_c_mid_run_says_how_far(tmp_path: Path, home: Path) -> None:
    """The live line and Ctrl-C are submit's own code (cli/submitting.py): a watch draws the same
    line, and a Ctrl-C while it judges says how far it got, records nothing and ends the watch."""
    mine = tmp_path / "slow.py"
    mine.write_text(SLOW)
    run = TerminalRun("watch", "predict-the-winner", str(mine), "--all", home=home)
    assert run.read_until(r"judging predict-the-winner: [1-9]\d*/\d+ cases, now \S+, \d+\.\d s"), run.text
    run.interrupt()
    code, screen, stderr = run.finish()
    assert code == 0 and "interrupted after " in screen and "watch ended" in screen, (screen[-800:], stderr)
    assert "Traceback" not in screen + stderr
    assert run_judge("history", "--json", home=home).json == []
    give_up = time.monotonic() + 5
    while live_descendants() and time.monotonic() < give_up:
        time.sleep(0.05)
    assert not live_descendants()


def _argv(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _parent(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/stat").read_bytes().rsplit(b")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return 0


def _waiting_children(run: TerminalRun, not_pid: int = 0) -> list[int]:
    """The watch's solution children, once exactly one runs that is not `not_pid` (5 s at most)."""
    give_up = time.monotonic() + 5
    while True:
        found = [  # the judge's own children: with a PID namespace each has its init and program below
            pid
            for pid in live_descendants(run.process.pid)
            if b"\0judge-child\0" in _argv(pid) and _parent(pid) == run.process.pid
        ]
        if (len(found) == 1 and found[0] != not_pid) or time.monotonic() > give_up:
            return found
        time.sleep(0.05)


def test_watch_keeps_the_next_child_waiting_and_a_renamed_save_is_judged_by_it(
    tmp_path: Path, home: Path
) -> None:
    """Between saves one child of the solution waits, loaded, and the next judging takes it (its
    process is the one killed after the report, and a fresh one waits in its place); a save renamed
    over the file, which that child was not started for, is judged as saved."""
    mine = tmp_path / "mine.py"
    mine.write_text((SOLUTIONS / "wrong_greedy.py").read_text())
    run = TerminalRun("watch", "predict-the-winner", str(mine), home=home)
    assert run.read_until(r"WA Wrong Answer"), run.text
    waiting = _waiting_children(run)
    assert len(waiting) == 1, waiting
    save_by_rename(mine, (SOLUTIONS / "reference.py").read_text())
    assert run.read_until(r"mine\.py changed.*AC Accepted", timeout=60), run.text[-2000:]
    after = _waiting_children(run, not_pid=waiting[0])
    assert len(after) == 1 and after[0] != waiting[0], (waiting, after)
    save_by_rename(mine, (SOLUTIONS / "wrong_greedy.py").read_text())  # back to a WA, the same way
    assert run.read_until(r"AC Accepted.*mine\.py changed.*WA Wrong Answer", timeout=60), run.text[-2000:]
    run.interrupt()
    code, screen, stderr = run.finish()
    assert code == 0 and "Traceback" not in screen + stderr, (screen[-500:], stderr)
    give_up = time.monotonic() + 5
    while live_descendants() and time.monotonic() < give_up:
        time.sleep(0.05)
    assert not live_descendants()


def test_a_save_made_while_the_first_judging_runs_is_judged_after_it(tmp_path: Path, home: Path) -> None:
    """The watcher is set up after the first report: a save made before it has no event of its
    own, and must not be lost (the file is compared with the one judged)."""
    mine = tmp_path / "mine.py"
    mine.write_text(SLOW.replace("0.05", "0.01"))  # 258 cases of 10 ms with --all
    run = TerminalRun("watch", "predict-the-winner", str(mine), "--all", home=home)
    try:
        assert run.read_until(r"judging predict-the-winner: [1-9]\d*/\d+ cases"), run.text
        save_by_rename(mine, (SOLUTIONS / "reference.py").read_text())
        assert run.read_until(r"mine\.py changed.*AC Accepted", timeout=60), run.text[-2000:]
    finally:
        run.interrupt()
        run.finish(timeout=30)
