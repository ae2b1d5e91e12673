"""Spaced review (FSRS): the schedule derived from real submissions through the real CLI, with
"now" fixed by JUDGE_NOW, and a record from before the schema change getting the same schedule."""

from __future__ import annotations

import sqlite3
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

from conftest import run_judge
from fsrs import Card, Rating, Scheduler

from judge.store.progress import ProgressStore, parse_time
from judge.store.review import problem_schedule
from judge.store.rows import Submission
from judge.store.schema import MIGRATIONS, SCHEMA_VERSION

REPO = Path(__file__).resolve().parent.parent
SLUG = "predict-the-winner"
REFERENCE = REPO / "solutions" / SLUG / "reference.py"
UTC = timezone.utc


def _fsrs() -> Scheduler:  # what judge promises to use: no learning steps, no fuzzing
    return Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)


def _expected(ratings: list[tuple[Rating, datetime]]) -> datetime:
    card, planner = Card(card_id=1, due=ratings[0][1]), _fsrs()
    for rating, at in ratings:
        card, _ = planner.review_card(card, rating, at)
    return card.due


def _wrong(folder: Path) -> Path:
    path = folder / "always_true.py"
    path.write_text("class Solution:\n    def predictTheWinner(self, nums):\n        return True\n")
    return path


def _now(moment: datetime) -> dict[str, str]:
    return {"JUDGE_NOW": moment.strftime("%Y-%m-%dT%H:%M:%S.%f")}


def _review(home: Path, moment: datetime | None = None) -> dict:
    done = run_judge("review", "--json", home=home, env=_now(moment) if moment else None)
    assert done.returncode == 0, done.stderr
    return done.json


def test_wa_then_ac_is_due_when_fsrs_says_and_a_review_then_moves_it_out(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert run_judge("submit", SLUG, str(_wrong(tmp_path)), home=home).returncode == 1
    solved = run_judge("submit", SLUG, str(REFERENCE), home=home)
    assert solved.returncode == 0, solved.stderr
    assert "first solve recorded as hard" in solved.stdout
    history = run_judge("history", "--json", home=home).json
    ac_at = parse_time(history[0]["submitted_at"])

    # Today: scheduled (hard, since a WA came first) but not due yet.
    first_due = _expected([(Rating.Hard, ac_at)])
    assert first_due - ac_at >= timedelta(days=1)
    schedule = _review(home)
    assert schedule["due"] == []
    (entry,) = schedule["scheduled"]
    assert (entry["slug"], entry["is_due"]) == (SLUG, False)
    assert parse_time(entry["due_at"]) == first_due
    assert entry["due"] == first_due.date().isoformat()
    assert [r["rating"] for r in entry["reviews"]] == ["hard"]
    # An easy first solve would have been given longer: the rating matters.
    assert _expected([(Rating.Easy, ac_at)]) > first_due

    # On the due day it is due, and `judge progress` puts it first.
    on_due = first_due + timedelta(minutes=1)
    assert [e["slug"] for e in _review(home, on_due)["due"]] == [SLUG]
    report = run_judge("progress", "--json", home=home, env=_now(on_due)).json
    assert report["suggestions"][0] == {
        "slug": SLUG,
        "kind": "due",
        "reason": f"due for review since {first_due.date().isoformat()} (last rated hard, FSRS)",
    }
    assert [r["slug"] for r in report["reviews_due"]] == [SLUG]

    # The review: an AC at once rates it easy and moves it further out, as FSRS says.
    reviewed = run_judge("submit", SLUG, str(REFERENCE), home=home, env=_now(on_due))
    assert reviewed.returncode == 0, reviewed.stderr
    second_due = _expected([(Rating.Hard, ac_at), (Rating.Easy, on_due)])
    assert f"review recorded as easy; next review on {second_due.date()}" in reviewed.stdout
    after = _review(home, on_due)
    assert after["due"] == []
    assert parse_time(after["scheduled"][0]["due_at"]) == second_due
    assert second_due - on_due > first_due - ac_at  # the interval grew
    assert [r["rating"] for r in after["scheduled"][0]["reviews"]] == ["hard", "easy"]

    # A failed review: still due that day, rated again once the day is over.
    failing_at = second_due + timedelta(hours=1)
    assert run_judge("submit", SLUG, str(_wrong(tmp_path)), home=home, env=_now(failing_at)).returncode == 1
    same_day = _review(home, failing_at)
    assert [(e["slug"], e["failed_today"]) for e in same_day["due"]] == [(SLUG, 1)]
    next_day = _review(home, failing_at + timedelta(days=1))
    (entry,) = next_day["scheduled"]
    assert [r["rating"] for r in entry["reviews"]] == ["hard", "easy", "again"]
    assert parse_time(entry["due_at"]) == _expected(
        [(Rating.Hard, ac_at), (Rating.Easy, on_due), (Rating.Again, failing_at)]
    )


def _row(verdict: str, at: datetime) -> Submission:
    return Submission("p", "/s.py", "h", verdict, 1, 1, 1.0, 1.0, "t", at)


def test_practice_before_the_due_day_changes_nothing_and_a_same_day_retry_is_hard() -> None:
    t0 = datetime(2026, 3, 2, 9, tzinfo=UTC)
    first = problem_schedule("p", [_row("AC", t0)], date(2026, 3, 2), UTC)
    assert first is not None and [r.rating for r in first.reviews] == ["easy"]
    assert first.due_at == _expected([(Rating.Easy, t0)])
    early = [_row("AC", t0), _row("WA", t0 + timedelta(days=1)), _row("AC", t0 + timedelta(days=2))]
    practised = problem_schedule("p", early, date(2026, 3, 4), UTC)
    assert practised is not None and practised.due_at == first.due_at
    review_day = first.due_at + timedelta(hours=2)
    retry = [_row("AC", t0), _row("WA", review_day), _row("AC", review_day + timedelta(hours=1))]
    state = problem_schedule("p", retry, review_day.date(), UTC)
    assert state is not None and [r.rating for r in state.reviews] == ["easy", "hard"]
    assert state.due_at == _expected([(Rating.Easy, t0), (Rating.Hard, review_day + timedelta(hours=1))])
    assert problem_schedule("p", [_row("WA", t0)], date(2026, 3, 2), UTC) is None


def test_a_record_from_before_the_schema_change_keeps_its_schedule(tmp_path: Path) -> None:
    """A version-1 file (no timing columns) is migrated by the CLI; the schedule comes out whole."""
    home = tmp_path / "home"
    path = home / "progress.db"
    with ProgressStore.open(path, migrations=MIGRATIONS[:1]) as store:
        assert store.schema_version == 1
    t0 = datetime(2026, 1, 5, 8, tzinfo=UTC)
    hard_due = _expected([(Rating.Hard, t0 + timedelta(hours=1))])
    rows = [("WA", t0), ("AC", t0 + timedelta(hours=1)), ("AC", hard_due + timedelta(hours=3))]
    with sqlite3.connect(path) as raw:
        raw.executemany(
            "INSERT INTO submissions (problem, solution, content_hash, verdict, passed, total,"
            " time_ms_max, time_ms_total, judge_version, submitted_at)"
            " VALUES (?, '/old.py', 'h', ?, 1, 1, 2.0, 2.0, '0.0.9', ?)",
            [(SLUG, verdict, at.strftime("%Y-%m-%dT%H:%M:%S.%fZ")) for verdict, at in rows],
        )
    raw.close()
    schedule = _review(home, hard_due + timedelta(hours=4))
    (entry,) = schedule["scheduled"]
    assert [r["rating"] for r in entry["reviews"]] == ["hard", "easy"]
    assert parse_time(entry["due_at"]) == _expected(
        [(Rating.Hard, t0 + timedelta(hours=1)), (Rating.Easy, hard_due + timedelta(hours=3))]
    )
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        kept = raw.execute("SELECT verdict, compared_ms, reference_ms FROM submissions").fetchall()
    raw.close()
    assert kept == [("WA", None, None), ("AC", None, None), ("AC", None, None)]


def test_submit_and_review_agree_when_a_wa_and_an_ac_share_an_instant(tmp_path: Path) -> None:
    """With the clock frozen, the AC being recorded sorts after the WA already stored: submit's note
    and `judge review` both rate the first solve hard and name the same day."""
    home, frozen = tmp_path / "home", _now(datetime(2026, 11, 26, 10, 0))
    assert run_judge("submit", SLUG, str(_wrong(tmp_path)), home=home, env=frozen).returncode == 1
    solved = run_judge("submit", SLUG, str(REFERENCE), home=home, env=frozen)
    assert "first solve recorded as hard" in solved.stdout, solved.stdout
    (entry,) = _review(home, datetime(2026, 11, 26, 10, 0))["scheduled"]
    assert f"next review on {entry['due']}" in solved.stdout, (solved.stdout, entry)
