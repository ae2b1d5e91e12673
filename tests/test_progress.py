"""Practice progress: the pure arithmetic (injected clock), the SQLite store on real files, and the
`judge submit` / `progress` / `history` commands as real child processes sharing a real database."""

from __future__ import annotations

import csv
import io
import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest
from calls_seen import CALL_MARK, wait_for_calls
from conftest import JudgeRun, run_judge

from judge.model.errors import ProgressStoreError
from judge.store.progress import (
    ProgressStore,
    StressRun,
    Submission,
    record_stress,
)
from judge.store.schema import MIGRATIONS, SCHEMA_VERSION
from judge.store.stats import (
    Counts,
    calendar,
    intensity,
    problem_progress,
    streaks,
    suggestions,
    summarize,
    totals_by_difficulty,
    totals_by_tag,
)

REPO = Path(__file__).resolve().parent.parent
REFERENCE = REPO / "solutions" / "predict-the-winner" / "reference.py"
SLUG = "predict-the-winner"
UTC = timezone.utc


# -- helpers ---------------------------------------------------------------------------------------
def _row(
    problem: str, verdict: str, at: datetime, time_ms: float = 1.0, row_id: int | None = None
) -> Submission:
    return Submission(
        problem=problem,
        solution=f"/tmp/{problem}.py",
        content_hash="h",
        verdict=verdict,
        passed=1 if verdict == "AC" else 0,
        total=1,
        time_ms_max=time_ms,
        time_ms_total=time_ms,
        judge_version="test",
        submitted_at=at,
        id=row_id,
    )


class _Problem:
    def __init__(self, slug: str, difficulty: str, tags: tuple[str, ...] = ()) -> None:
        self.slug, self.title, self.difficulty, self.tags = slug, slug.title(), difficulty, tags


def _json(home: Path, *args: str) -> object:
    done = run_judge(*args, "--json", home=home)
    assert done.returncode == 0, done.stderr
    return done.json


def _wrong_constant(folder: Path) -> Path:
    path = folder / "always_true.py"
    path.write_text("class Solution:\n    def predictTheWinner(self, nums):\n        return True\n")
    return path


def _one_error_line(done: JudgeRun, path: Path) -> str:
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "Traceback" not in done.stderr and str(path) in lines[0]
    return lines[0]


# -- pure functions: days, streaks, status, totals, suggestions ------------------------------------
def test_streaks_count_consecutive_days_and_stay_alive_until_today_ends() -> None:
    today = date(2024, 5, 10)
    days = {today - timedelta(days=n) for n in (0, 1, 2, 5, 6, 7, 8)}
    assert streaks(days, today) == streaks(days, today)  # deterministic, no clock read
    result = streaks(days, today)
    assert (result.current, result.longest, result.active_today) == (3, 4, True)
    # Nothing yet today: yesterday's run still counts, flagged as not active today.
    yesterday_only = streaks(days - {today}, today)
    assert (yesterday_only.current, yesterday_only.active_today) == (2, False)
    # A missed day breaks it.
    assert streaks(days, today + timedelta(days=2)).current == 0
    assert streaks([], today) == streaks(set(), today)
    assert streaks([], today).longest == 0


def test_days_are_taken_in_the_given_time_zone() -> None:
    # 23:30 UTC on the 9th is already the 10th two hours east of UTC.
    late = datetime(2024, 5, 9, 23, 30, tzinfo=UTC)
    morning = datetime(2024, 5, 10, 8, 0, tzinfo=UTC)
    rows = [_row("a", "WA", late), _row("a", "AC", morning)]
    east = timezone(timedelta(hours=2))
    in_utc = summarize([_Problem("a", "easy")], rows, [], now=morning, tz=UTC)
    in_east = summarize([_Problem("a", "easy")], rows, [], now=morning, tz=east)
    assert (in_utc.streaks.current, in_utc.activity) == (
        2,
        {date(2024, 5, 9): 1, date(2024, 5, 10): 1},
    )
    assert (in_east.streaks.current, in_east.activity) == (1, {date(2024, 5, 10): 2})


def test_problem_status_attempts_first_solve_best_time_and_last_verdict() -> None:
    t0 = datetime(2024, 1, 1, 12, tzinfo=UTC)
    rows = [
        _row("b", "WA", t0, row_id=1),
        _row("b", "AC", t0 + timedelta(hours=1), time_ms=9.0, row_id=2),
        _row("b", "AC", t0 + timedelta(days=3), time_ms=4.0, row_id=3),
        _row("b", "TLE", t0 + timedelta(days=4), row_id=4),
        _row("c", "RE", t0, row_id=5),
        _row("gone", "AC", t0, row_id=6),
    ]
    problems = [
        _Problem("a", "easy", ("dp",)),
        _Problem("b", "medium", ("dp", "game")),
        _Problem("c", "hard", ("game",)),
    ]
    items = {p.slug: p for p in problem_progress(problems, list(reversed(rows)))}
    assert [p for p in items] == ["a", "b", "c", "gone"]
    assert (items["a"].status, items["a"].attempts, items["a"].last_verdict) == ("new", 0, None)
    b = items["b"]
    assert (b.status, b.attempts, b.best_time_ms, b.last_verdict) == ("solved", 4, 4.0, "TLE")
    assert b.first_solved_at == t0 + timedelta(hours=1)
    assert (items["c"].status, items["c"].attempts) == ("attempted", 1)
    assert items["gone"].in_bank is False and items["gone"].status == "solved"

    by_difficulty = totals_by_difficulty(items.values())
    assert by_difficulty == {
        "easy": Counts(new=1),
        "medium": Counts(solved=1),
        "hard": Counts(attempted=1),
    }
    assert totals_by_tag(items.values()) == {
        "dp": Counts(solved=1, new=1),
        "game": Counts(solved=1, attempted=1),
    }


def test_suggestions_unsolved_easiest_first_then_review_oldest_first() -> None:
    now = datetime(2024, 6, 1, tzinfo=UTC)
    problems = [
        _Problem("hard-new", "hard"),
        _Problem("medium-new", "medium"),
        _Problem("medium-tried", "medium"),
        _Problem("easy-new", "easy"),
        _Problem("solved-recently", "easy"),
        _Problem("solved-long-ago", "hard"),
    ]
    rows = [
        _row("medium-tried", "WA", now - timedelta(days=1)),
        _row("solved-recently", "AC", now - timedelta(days=2)),
        _row("solved-long-ago", "AC", now - timedelta(days=40)),
        _row("not-in-bank", "WA", now),
    ]
    picked = suggestions(problem_progress(problems, rows), now, limit=10)
    assert [s.slug for s in picked] == [
        "easy-new",
        "medium-tried",
        "medium-new",
        "hard-new",
        "solved-long-ago",
        "solved-recently",
    ]
    assert [s.kind for s in picked] == ["unsolved"] * 4 + ["review"] * 2
    assert "40 days ago" in picked[4].reason and "last verdict WA" in picked[1].reason
    assert len(suggestions(problem_progress(problems, rows), now, limit=3)) == 3


def test_calendar_weeks_start_on_monday_and_stop_today() -> None:
    today = date(2024, 5, 8)  # a Wednesday
    grid = calendar({today: 3, date(2024, 5, 6): 1}, today, weeks=4)
    assert len(grid) == 4 and all(len(week) == 7 for week in grid)
    first = grid[0][0]
    assert first is not None and first.day == date(2024, 4, 15) and first.day.weekday() == 0
    last_week = grid[-1]
    assert [d.count if d else None for d in last_week] == [1, 0, 3, None, None, None, None]
    assert [intensity(n) for n in (0, 1, 2, 3, 5, 6, 50)] == [0, 1, 2, 3, 3, 4, 4]


def test_the_heatmap_shades_each_day_by_its_count() -> None:
    from rich.console import Console

    from judge.render.progress import calendar_lines

    today = date(2024, 5, 8)  # a Wednesday
    activity = {date(2024, 5, 6): 1, date(2024, 5, 7): 6, today: 3, date(2024, 4, 29): 2}
    console = Console(record=True, width=120, color_system=None)
    for line in calendar_lines(activity, today, weeks=3):
        console.print(line)
    lines = console.export_text().splitlines()
    assert lines[0] == "      May"  # above the week holding May 1 (no room for April before it)
    monday, tuesday, wednesday, thursday = lines[1], lines[2], lines[3], lines[4]
    assert monday.split() == ["Mon", "·", "▒", "░"]  # Apr 22, Apr 29 (2), May 6 (1)
    assert tuesday.split() == ["·", "·", "█"]  # May 7: 6 submissions
    assert wednesday.split() == ["Wed", "·", "·", "▓"]  # today: 3
    assert thursday.split() == ["·", "·"]  # this week's Thursday has not come yet


# -- the store on real SQLite files ----------------------------------------------------------------
def test_store_round_trip_newest_first(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "progress.db"
    t0 = datetime(2024, 1, 1, tzinfo=UTC)
    with ProgressStore.open(path) as store:
        assert store.schema_version == SCHEMA_VERSION
        first = store.record_submission(_row("a", "WA", t0))
        second = store.record_submission(_row("a", "AC", t0 + timedelta(seconds=1), time_ms=2.5))
        store.record_submission(_row("b", "AC", t0 + timedelta(seconds=2)))
    with ProgressStore.open(path) as store:
        rows = store.submissions("a")
        assert [(r.id, r.verdict) for r in rows] == [(second, "AC"), (first, "WA")]
        assert rows[0].submitted_at == t0 + timedelta(seconds=1) and rows[0].time_ms_max == 2.5
        assert [r.problem for r in store.submissions()] == ["b", "a", "a"]
        assert len(store.submissions(limit=1)) == 1
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_migrations_upgrade_an_older_file_and_a_failing_one_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "progress.db"
    with ProgressStore.open(path) as store:
        store.record_submission(_row("a", "AC", datetime(2024, 1, 1, tzinfo=UTC)))
    broken = (*MIGRATIONS, ("ALTER TABLE submissions ADD COLUMN note TEXT", "THIS IS NOT SQL"))
    with pytest.raises(ProgressStoreError, match="progress.db"):
        ProgressStore.open(path, migrations=broken)
    with sqlite3.connect(path) as raw:  # rolled back: old version, no half-added column, data kept
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        columns = [row[1] for row in raw.execute("PRAGMA table_info(submissions)")]
        assert "note" not in columns
        assert raw.execute("SELECT COUNT(*) FROM submissions").fetchone()[0] == 1
    extended = (*MIGRATIONS, ("ALTER TABLE submissions ADD COLUMN note TEXT NOT NULL DEFAULT ''",))
    with ProgressStore.open(path, migrations=extended) as store:
        assert store.schema_version == SCHEMA_VERSION + 1
        assert [r.verdict for r in store.submissions()] == ["AC"]
    # This judge does not know version SCHEMA_VERSION + 1: refused, untouched.
    before = path.read_bytes()
    with pytest.raises(ProgressStoreError, match="newer judge"):
        ProgressStore.open(path)
    assert path.read_bytes() == before


def test_a_locked_database_gives_a_clear_error_after_the_timeout(tmp_path: Path) -> None:
    path = tmp_path / "progress.db"
    ProgressStore.open(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with ProgressStore.open(path, timeout_s=0.3) as store:
            started = time.monotonic()
            with pytest.raises(ProgressStoreError, match="locked by another process") as caught:
                store.record_submission(_row("a", "AC", datetime(2024, 1, 1, tzinfo=UTC)))
            assert time.monotonic() - started >= 0.25
            assert str(path) in str(caught.value) and "\n" not in str(caught.value)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    with ProgressStore.open(path) as store:
        assert store.submissions() == []


def test_a_damaged_database_is_reported_and_left_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "progress.db"
    with ProgressStore.open(path) as store:
        for index in range(400):  # enough rows for several pages
            store.record_submission(_row(f"p{index}", "WA", datetime(2024, 1, 1, tzinfo=UTC)))
    data = bytearray(path.read_bytes())
    assert len(data) > 4 * 4096
    data[2 * 4096 : 3 * 4096] = os.urandom(4096)  # a b-tree page in the middle turns to noise
    path.write_bytes(bytes(data))
    with pytest.raises(ProgressStoreError) as caught:
        ProgressStore.open(path)
    assert "corrupt" in str(caught.value) or "malformed" in str(caught.value)
    assert path.read_bytes() == bytes(data)


WRITER = textwrap.dedent("""
    import sys
    from datetime import datetime, timezone
    from pathlib import Path
    from judge.store.progress import ProgressStore, Submission
    path, name, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    for index in range(count):
        with ProgressStore.open(path) as store:
            store.record_submission(Submission(name, name, "h", "AC", 1, 1, 0.0, 0.0, "t",
                                               datetime.now(timezone.utc)))
""")


def test_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "fresh" / "progress.db"  # created by the racing processes themselves
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), f"w{n}", "25"],
            stderr=subprocess.PIPE,
            text=True,
        )
        for n in range(4)
    ]
    for writer in writers:
        _, errors = writer.communicate(timeout=120)
        assert writer.returncode == 0, errors
    with ProgressStore.open(path) as store:
        rows = store.submissions()
    assert len(rows) == 100
    assert {r.problem for r in rows} == {"w0", "w1", "w2", "w3"}


# -- end to end through the CLI --------------------------------------------------------------------
def test_wa_then_ac_shows_solved_in_two_attempts_with_todays_streak(tmp_path: Path) -> None:
    home = tmp_path / "home"
    wrong = run_judge("submit", SLUG, str(_wrong_constant(tmp_path)), home=home)
    assert wrong.returncode == 1, wrong.stderr
    right = run_judge("submit", SLUG, str(REFERENCE), home=home)
    assert right.returncode == 0, right.stderr
    assert (home / "progress.db").is_file()

    report = _json(home, "progress")
    assert isinstance(report, dict)
    entry = next(p for p in report["problems"] if p["slug"] == SLUG)
    assert (entry["status"], entry["attempts"], entry["last_verdict"]) == ("solved", 2, "AC")
    assert entry["first_solved_at"] is not None and entry["best_time_ms"] is not None
    assert report["streak"]["today"] is True and report["streak"]["current"] >= 1
    assert report["today"] in report["activity"] and report["activity"][report["today"]] == 2
    assert report["solved"] == 1 and report["total"] == len(report["problems"])
    others = [p for p in report["problems"] if p["slug"] != SLUG]
    assert others and all(p["status"] == "new" for p in others)
    assert report["suggestions"][0]["kind"] == "unsolved"

    history = _json(home, "history")
    assert isinstance(history, list)
    assert [row["verdict"] for row in history] == ["AC", "WA"]
    assert history[0]["submitted_at"] >= history[1]["submitted_at"]
    assert history[0]["solution"] == str(REFERENCE) and history[0]["passed"] == history[0]["total"] > 0
    assert history[1]["solution"].endswith("always_true.py") and history[1]["passed"] == 0
    assert len(history[0]["content_hash"]) == 64 and history[0]["content_hash"] != history[1]["content_hash"]
    assert _json(home, "history", SLUG) == history
    assert _json(home, "history", "stone-game-vii") == []
    assert len(_json(home, "history", "--limit", "1")) == 1  # type: ignore[arg-type]
    typo = run_judge("history", "predict-the-winer", home=home)
    assert typo.returncode == 2 and len(typo.stderr.strip().splitlines()) == 1

    text = run_judge("progress", home=home)
    assert text.returncode == 0 and "Solved 1 of" in text.stdout and "Activity" in text.stdout

    exported = run_judge("progress", "--export", "csv", home=home)
    assert exported.returncode == 0, exported.stderr
    rows = list(csv.DictReader(io.StringIO(exported.stdout)))
    assert [r["verdict"] for r in rows] == ["WA", "AC"]  # oldest first
    assert rows[1]["problem"] == SLUG and rows[1]["solution"] == str(REFERENCE)
    target = tmp_path / "out.csv"
    to_file = run_judge("progress", "--export", "csv", "--output", str(target), home=home)
    assert to_file.returncode == 0 and to_file.stdout == ""
    assert target.read_text() == exported.stdout


def test_two_submits_at_the_same_moment_are_both_recorded(tmp_path: Path) -> None:
    home = tmp_path / "home"  # no database yet: both processes race to create it
    env = {**os.environ, "JUDGE_HOME": str(home)}
    wrong = _wrong_constant(tmp_path)
    submits = [
        subprocess.Popen(
            [sys.executable, "-m", "judge", "submit", SLUG, str(path), "--json"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for path in (REFERENCE, wrong)
    ]
    outputs = [p.communicate(timeout=180) for p in submits]
    assert [p.returncode for p in submits] == [0, 1], outputs
    history = _json(home, "history")
    assert sorted(row["verdict"] for row in history) == ["AC", "WA"]  # type: ignore[union-attr]


def test_a_corrupt_database_fails_in_one_line_and_is_never_replaced(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    path = home / "progress.db"
    noise = os.urandom(8192)
    path.write_bytes(noise)
    for args in (
        ("submit", SLUG, str(REFERENCE)),
        ("progress",),
        ("history", "--json"),
        ("progress", "--export", "csv"),
    ):
        line = _one_error_line(run_judge(*args, home=home), path)
        assert "not a readable progress database" in line
        assert path.read_bytes() == noise
    assert sorted(p.name for p in home.iterdir() if p.name.startswith("progress")) == ["progress.db"]
    # Opting out of recording still judges.
    assert run_judge("submit", SLUG, str(REFERENCE), "--no-record", home=home).returncode == 0
    assert path.read_bytes() == noise


def test_a_database_from_a_newer_judge_is_refused_untouched(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert run_judge("submit", SLUG, str(REFERENCE), home=home).returncode == 0
    path = home / "progress.db"
    with sqlite3.connect(path) as raw:
        raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 7}")
    raw.close()
    before = path.read_bytes()
    for args in (("submit", SLUG, str(REFERENCE)), ("progress", "--json"), ("history",)):
        line = _one_error_line(run_judge(*args, home=home), path)
        assert "newer judge" in line and str(SCHEMA_VERSION + 7) in line
        assert path.read_bytes() == before


def test_no_record_leaves_no_trace(tmp_path: Path) -> None:
    home = tmp_path / "home"
    done = run_judge("submit", SLUG, str(REFERENCE), "--no-record", home=home)
    assert done.returncode == 0, done.stderr
    assert not (home / "progress.db").exists()
    assert _json(home, "history") == []
    report = _json(home, "progress")
    assert report["submissions"] == 0 and report["solved"] == 0  # type: ignore[index]
    assert not (home / "progress.db").exists()  # reading does not create it either


def _pids_running(fragment: str, besides: int = 0) -> list[int]:
    """Processes whose command line mentions `fragment` (other than pid `besides`)."""
    pids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and int(entry.name) != besides:
            try:
                if fragment.encode() in (entry / "cmdline").read_bytes():
                    pids.append(int(entry.name))
            except OSError:
                continue
    return pids


def test_a_judge_killed_mid_run_leaves_no_row(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert (
        run_judge("submit", SLUG, str(_wrong_constant(tmp_path)), home=home).returncode == 1
    )  # one row before
    slow = tmp_path / "sleepy_but_right.py"
    slow.write_text(
        REFERENCE.read_text().replace(
            "        best = list(nums)",
            f"        {CALL_MARK}; __import__('time').sleep(0.25)\n        best = list(nums)",
        )
    )
    log = tmp_path / "judge.log"
    with open(log, "wb") as output:
        judge = subprocess.Popen(
            [sys.executable, "-m", "judge", "submit", SLUG, str(slow)],
            stdout=output,
            stderr=output,
            env={**os.environ, "JUDGE_HOME": str(home)},
        )
    try:
        deadline = time.monotonic() + 60  # wait for the child running the solution (not the judge)
        while not _pids_running(str(slow), besides=judge.pid) and time.monotonic() < deadline:
            assert judge.poll() is None, f"the submit ended before it could be killed: {log.read_text()}"
            time.sleep(0.05)
        assert _pids_running(str(slow), besides=judge.pid), "the solution's child never started"
        assert wait_for_calls(slow, 3), "the solution never got to its third case"  # two judged, many to go
        assert judge.poll() is None, f"the submit ended too soon: {log.read_text()}"
        judge.send_signal(signal.SIGKILL)
        judge.wait(timeout=10)
    finally:
        if judge.poll() is None:
            judge.kill()
            judge.wait()
        # The solution's child notices its parent is gone; make sure it did.
        deadline = time.monotonic() + 10
        while _pids_running(str(slow)) and time.monotonic() < deadline:
            time.sleep(0.05)
        for pid in _pids_running(str(slow)):
            os.kill(pid, signal.SIGKILL)
    history = _json(home, "history")
    assert [row["verdict"] for row in history] == ["WA"]  # type: ignore[index]


def test_stress_runs_are_recorded_and_listed(tmp_path: Path) -> None:
    home = tmp_path / "home"
    at = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)
    first = record_stress(SLUG, REFERENCE, 200, "passed", 2**80 + 1, "", home, at)
    second = record_stress(SLUG, REFERENCE, 17, "WA", 5, "nums=[1, 5, 2]", home, at)
    runs = _json(home, "history", "--stress")
    got = [(r["id"], r["result"], r["cases_run"], r["seed"]) for r in runs]  # type: ignore[index]
    assert got == [
        (second, "WA", 17, "5"),
        (first, "passed", 200, str(2**80 + 1)),
    ]
    with ProgressStore.open(home / "progress.db") as store:
        assert isinstance(store.stress_runs()[0], StressRun)
    report = _json(home, "progress")
    entry = next(p for p in report["problems"] if p["slug"] == SLUG)  # type: ignore[index]
    assert entry["stress_runs"] == 2 and entry["status"] == "new"
    assert report["stress_runs"] == 2  # type: ignore[index]


def test_judge_stress_records_its_run_unless_told_not_to(tmp_path: Path) -> None:
    home = tmp_path / "home"
    wrong = str(_wrong_constant(tmp_path))
    found = run_judge("stress", SLUG, wrong, "--count", "50", "--seed", "7", "--json", home=home)
    assert found.returncode == 1, found.stderr
    cases_run = json.loads(found.stdout)["cases_run"]
    runs = _json(home, "history", "--stress")
    assert [(r["result"], r["seed"], r["cases_run"]) for r in runs] == [  # type: ignore[index]
        ("WA", "7", cases_run)
    ]
    assert runs[0]["detail"] and runs[0]["solution"] == wrong  # type: ignore[index]
    unrecorded = run_judge("stress", SLUG, wrong, "--count", "50", "--no-record", home=home)
    assert unrecorded.returncode == 1
    assert len(_json(home, "history", "--stress")) == 1  # type: ignore[arg-type]
    assert _json(home, "history") == []  # stress runs are not submissions
