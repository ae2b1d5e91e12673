"""Spaced review: when to practise a solved problem again, by FSRS (the `fsrs` package).

The schedule is not stored: it is derived from the recorded submissions every time, so it covers
submissions made before this existed, survives any schema migration, and an imported record brings
its schedule along. Per problem, in time order:

* Until the first AC, nothing is scheduled. The first AC rates the problem **easy** if it was the
  first submission, **hard** if wrong ones came before it.
* A submission on a day before the due day is practice: it does not change the schedule.
* From the due day on, the next submission starts a review. An AC that is the review's first
  submission rates it **easy**; an AC after failing submissions on the same day rates it **hard**;
  a review day that ends without an AC rates it **again** (at its last failing submission).

Days are local calendar days in `tz` (None: the machine's zone), as elsewhere in `judge progress`.
The scheduler has no learning steps and no fuzzing, so every interval is whole days and the same
record always gives the same schedule.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, tzinfo

from fsrs import Card, Rating, Scheduler

from judge.model.verdict import Verdict
from judge.store.rows import Submission

ACCEPTED = Verdict.AC.value
EASY, HARD, AGAIN = "easy", "hard", "again"
_RATINGS = {EASY: Rating.Easy, HARD: Rating.Hard, AGAIN: Rating.Again}


def scheduler() -> Scheduler:
    return Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)


@dataclass(frozen=True)
class Review:
    at: datetime  # aware, UTC: the submission that decided it
    rating: str  # easy | hard | again
    due_after: datetime  # when the problem comes back after this review


@dataclass(frozen=True)
class ReviewState:
    slug: str
    due_at: datetime  # aware, UTC, as FSRS gives it
    due_day: date  # its local day: the problem is due from this day on
    stability: float  # days for recall to fall to 90%
    difficulty: float  # FSRS's 1..10
    reviews: tuple[Review, ...]  # the first solve, then every review, oldest first
    failed_today: int = 0  # failing submissions of a review begun today and not finished yet

    @property
    def last(self) -> Review:
        return self.reviews[-1]

    def is_due(self, today: date) -> bool:
        return self.due_day <= today


def local_day(moment: datetime, tz: tzinfo | None = None) -> date:
    """The calendar day of an aware moment in `tz` (None: the system's local zone)."""
    return moment.astimezone(tz).date()


def problem_schedule(
    slug: str, submissions: Iterable[Submission], today: date, tz: tzinfo | None = None
) -> ReviewState | None:
    """The schedule of one problem from its submissions (any order); None until it is solved."""
    # ties in time by insertion order; a row not stored yet (no id: the submit being recorded) is the last
    rows = sorted(submissions, key=lambda s: (s.submitted_at, s.id is None, s.id or 0))
    planner = scheduler()
    card: Card | None = None
    reviews: list[Review] = []
    failures = 0  # before the first AC; then the failing submissions of the open review
    open_day: date | None = None  # the day of a review that has failed so far
    last_failure: datetime | None = None
    open_failures = 0

    def rate(rating: str, at: datetime) -> None:
        nonlocal card
        card, _ = planner.review_card(card or Card(card_id=1, due=at), _RATINGS[rating], at)
        reviews.append(Review(at=at, rating=rating, due_after=card.due))

    for row in rows:
        day, accepted = local_day(row.submitted_at, tz), row.verdict == ACCEPTED
        if card is None:
            if accepted:
                rate(HARD if failures else EASY, row.submitted_at)
            failures += not accepted
            continue
        if open_day is not None and day > open_day and last_failure is not None:
            rate(AGAIN, last_failure)  # the review's day ended without an AC
            open_day = None
        if open_day is None and day < local_day(card.due, tz):
            continue  # practice before the due day
        if accepted:
            rate(HARD if open_day is not None else EASY, row.submitted_at)
            open_day = None
        else:
            open_failures = 1 if open_day is None else open_failures + 1
            open_day, last_failure = day, row.submitted_at
    if card is None:
        return None
    failed_today = 0
    if open_day is not None and last_failure is not None:
        if today > open_day:
            rate(AGAIN, last_failure)
        else:
            failed_today = open_failures
    assert card is not None
    return ReviewState(
        slug=slug,
        due_at=card.due,
        due_day=local_day(card.due, tz),
        stability=float(card.stability or 0.0),
        difficulty=float(card.difficulty or 0.0),
        reviews=tuple(reviews),
        failed_today=failed_today,
    )


def schedule(
    submissions: Iterable[Submission], today: date, tz: tzinfo | None = None
) -> dict[str, ReviewState]:
    """Every solved problem's schedule, by slug, soonest due first (then by slug)."""
    by_problem: dict[str, list[Submission]] = defaultdict(list)
    for row in submissions:
        by_problem[row.problem].append(row)
    states = [problem_schedule(slug, rows, today, tz) for slug, rows in by_problem.items()]
    found = sorted((s for s in states if s is not None), key=lambda s: (s.due_at, s.slug))
    return {state.slug: state for state in found}


def due(states: dict[str, ReviewState], today: date) -> list[ReviewState]:
    """The problems due today or earlier, the longest overdue first."""
    return [state for state in states.values() if state.is_due(today)]
