"""What the practice record means: status per problem, totals, streaks, the activity calendar and
what to practise next. Pure functions over rows; "now" and the time zone are parameters.

Days are the user's local calendar days: a submission's UTC time is converted with `tz`, and the
command passes the machine's local zone (None: the system zone, with the right DST offset for each
moment). A day counts towards a streak when it has at least one recorded submission, whatever the
verdict. The current streak ends today, or yesterday while nothing has been submitted yet today
(it is still alive until the day is over).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta, tzinfo
from typing import ClassVar, Protocol

from judge.model.verdict import Verdict
from judge.store.review import ReviewState, local_day
from judge.store.rows import StressRun, Submission
from judge.store.status import ATTEMPTED, NEW, SOLVED  # one vocabulary with `judge list`

DIFFICULTY_ORDER = ("easy", "medium", "hard")
ACCEPTED = Verdict.AC.value  # as stored in the database


class ProblemLike(Protocol):  # read-only, so a frozen Problem is one
    @property
    def slug(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def difficulty(self) -> str: ...
    @property
    def tags(self) -> tuple[str, ...]: ...


@dataclass(frozen=True)
class ProblemProgress:
    slug: str
    title: str
    difficulty: str  # "" for a problem that is in the record but no longer in the bank
    tags: tuple[str, ...]
    status: str  # solved | attempted | new
    attempts: int
    first_solved_at: datetime | None
    best_time_ms: float | None  # the lowest max-case time among accepted submissions
    last_verdict: str | None
    last_submitted_at: datetime | None
    stress_runs: int = 0
    in_bank: bool = True
    attempts_before_first_ac: int | None = None  # submissions before the first AC (None: unsolved)


@dataclass(frozen=True)
class Counts:
    solved: int = 0
    attempted: int = 0
    new: int = 0
    JSON_KEYS: ClassVar = ("solved", "attempted", "new", "total")

    @property
    def total(self) -> int:
        return self.solved + self.attempted + self.new

    def add(self, status: str) -> Counts:
        return Counts(
            self.solved + (status == SOLVED),
            self.attempted + (status == ATTEMPTED),
            self.new + (status == NEW),
        )


@dataclass(frozen=True)
class Streaks:
    current: int
    longest: int
    active_today: bool


@dataclass(frozen=True)
class Suggestion:
    slug: str
    kind: str  # "due" (for review, by FSRS), "unsolved" or "review"
    reason: str


@dataclass(frozen=True)
class CalendarDay:
    day: date
    count: int

    @property
    def level(self) -> int:
        return intensity(self.count)


@dataclass(frozen=True)
class Summary:
    today: date
    problems: tuple[ProblemProgress, ...]
    overall: Counts
    by_difficulty: dict[str, Counts]
    by_tag: dict[str, Counts]
    streaks: Streaks
    activity: dict[date, int]  # submissions per local day, days with none left out
    suggestions: tuple[Suggestion, ...]
    submissions: int = 0
    stress_runs: int = 0
    reviews: tuple[ReviewState, ...] = ()  # every solved problem's schedule, soonest due first

    @property
    def due(self) -> tuple[ReviewState, ...]:
        return tuple(state for state in self.reviews if state.is_due(self.today))


# -- per problem -----------------------------------------------------------------------------------
def problem_progress(
    problems: Sequence[ProblemLike],
    submissions: Iterable[Submission],
    stress_runs: Iterable[StressRun] = (),
) -> list[ProblemProgress]:
    """One entry per bank problem in bank order, then those found only in the record (by slug)."""
    by_problem: dict[str, list[Submission]] = defaultdict(list)
    for submission in submissions:
        by_problem[submission.problem].append(submission)
    stress_counts = Counter(run.problem for run in stress_runs)
    result = [
        _one(
            p.slug,
            p.title,
            p.difficulty,
            tuple(p.tags),
            by_problem.get(p.slug, []),
            stress_counts[p.slug],
            True,
        )
        for p in problems
    ]
    known = {p.slug for p in problems}
    for slug in sorted(set(by_problem) - known):
        result.append(_one(slug, slug, "", (), by_problem[slug], stress_counts[slug], False))
    return result


def _one(
    slug: str,
    title: str,
    difficulty: str,
    tags: tuple[str, ...],
    rows: list[Submission],
    stress_runs: int,
    in_bank: bool,
) -> ProblemProgress:
    rows = sorted(rows, key=lambda s: (s.submitted_at, s.id or 0))
    accepted = [s for s in rows if s.verdict == ACCEPTED]
    status = SOLVED if accepted else ATTEMPTED if rows else NEW
    return ProblemProgress(
        slug=slug,
        title=title,
        difficulty=difficulty,
        tags=tags,
        status=status,
        attempts=len(rows),
        first_solved_at=accepted[0].submitted_at if accepted else None,
        best_time_ms=min((s.time_ms_max for s in accepted), default=None),
        last_verdict=rows[-1].verdict if rows else None,
        last_submitted_at=rows[-1].submitted_at if rows else None,
        stress_runs=stress_runs,
        in_bank=in_bank,
        attempts_before_first_ac=rows.index(accepted[0]) if accepted else None,
    )


def totals_by_difficulty(progress: Iterable[ProblemProgress]) -> dict[str, Counts]:
    """Easy, medium, hard (always present, in that order), then any other difficulty seen."""
    counts: dict[str, Counts] = {d: Counts() for d in DIFFICULTY_ORDER}
    for item in progress:
        if item.in_bank:
            counts[item.difficulty] = counts.get(item.difficulty, Counts()).add(item.status)
    return counts


def totals_by_tag(progress: Iterable[ProblemProgress]) -> dict[str, Counts]:
    """Per tag, sorted by tag name; a problem counts once under each of its tags."""
    counts: dict[str, Counts] = {}
    for item in progress:
        for tag in item.tags:
            counts[tag] = counts.get(tag, Counts()).add(item.status)
    return dict(sorted(counts.items()))


# -- days ------------------------------------------------------------------------------------------
def daily_activity(submissions: Iterable[Submission], tz: tzinfo | None = None) -> dict[date, int]:
    return dict(sorted(Counter(local_day(s.submitted_at, tz) for s in submissions).items()))


def streaks(days: Iterable[date], today: date) -> Streaks:
    """Current and longest runs of consecutive days with activity (see the module docstring)."""
    active = set(days)
    longest = run = 0
    previous: date | None = None
    for day in sorted(active):
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        longest = max(longest, run)
        previous = day
    current = 0
    day = today if today in active else today - timedelta(days=1)
    while day in active:
        current += 1
        day -= timedelta(days=1)
    return Streaks(current=current, longest=longest, active_today=today in active)


def intensity(count: int) -> int:
    """0 for no submissions, then 1, 2, 3-5, 6 or more: the four shades of the calendar."""
    if count <= 0:
        return 0
    if count <= 2:
        return count
    return 3 if count <= 5 else 4


def calendar(activity: dict[date, int], today: date, weeks: int) -> list[list[CalendarDay | None]]:
    """`weeks` columns of 7 days (Monday first) ending with today's week; later days are None."""
    start = today - timedelta(days=today.weekday()) - timedelta(weeks=weeks - 1)
    columns = []
    for week in range(weeks):
        column: list[CalendarDay | None] = []
        for weekday in range(7):
            day = start + timedelta(weeks=week, days=weekday)
            column.append(None if day > today else CalendarDay(day, activity.get(day, 0)))
        columns.append(column)
    return columns


# -- what next -------------------------------------------------------------------------------------
def suggestions(
    progress: Iterable[ProblemProgress],
    now: datetime,
    limit: int = 5,
    due: Sequence[ReviewState] = (),
    order: Sequence[str] = (),
) -> list[Suggestion]:
    """Problems due for review first (longest overdue first); then unsolved problems in the
    learning `order` (those it leaves out after it), easiest first among equals, started ones before
    new; then the other solved ones, the one not practised for longest first. Only bank problems."""
    rank = {slug: index for index, slug in enumerate(order)}
    due_slugs = {state.slug for state in due}
    items = [p for p in progress if p.in_bank]
    picked: list[Suggestion] = [
        Suggestion(
            state.slug,
            "due",
            f"due for review since {state.due_day.isoformat()} (last rated {state.last.rating}, FSRS)",
        )
        for state in due
        if state.slug in {p.slug for p in items}
    ]
    items = [p for p in items if p.slug not in due_slugs]
    unsolved = sorted(
        (p for p in items if p.status != SOLVED),
        key=lambda p: (
            rank.get(p.slug, len(rank)),
            _difficulty_rank(p.difficulty),
            p.status != ATTEMPTED,
            p.slug,
        ),
    )
    solved = sorted(
        (p for p in items if p.status == SOLVED), key=lambda p: (p.last_submitted_at or now, p.slug)
    )
    for item in unsolved:
        if item.status == ATTEMPTED:
            reason = f"{item.difficulty}, attempted {_times(item.attempts)}, last verdict {item.last_verdict}"
        else:
            reason = f"{item.difficulty}, not tried yet"
        if item.slug in rank:
            reason += f"; {rank[item.slug] + 1} of {len(rank)} in the learning order"
        picked.append(Suggestion(item.slug, "unsolved", reason))
    for item in solved:
        last = item.last_submitted_at or now
        days = max(0, (now - last).days)
        picked.append(
            Suggestion(item.slug, "review", f"{item.difficulty}, solved; last practised {_days_ago(days)}")
        )
    return picked[:limit]


def _difficulty_rank(difficulty: str) -> int:
    return DIFFICULTY_ORDER.index(difficulty) if difficulty in DIFFICULTY_ORDER else len(DIFFICULTY_ORDER)


def _times(count: int) -> str:
    return "once" if count == 1 else f"{count} times"


def _days_ago(days: int) -> str:
    return "today" if days == 0 else "yesterday" if days == 1 else f"{days} days ago"


# -- everything at once ----------------------------------------------------------------------------
def summarize(
    problems: Sequence[ProblemLike],
    submissions: Sequence[Submission],
    stress_runs: Sequence[StressRun],
    now: datetime,
    tz: tzinfo | None = None,
    suggestion_count: int = 5,
    reviews: Sequence[ReviewState] = (),
    order: Sequence[str] = (),
) -> Summary:
    """The whole `judge progress` picture at moment `now` (aware), with days in zone `tz`;
    unsolved problems are suggested in the learning `order` (slugs) when one is given."""
    items = problem_progress(problems, submissions, stress_runs)
    overall = Counts()
    for item in items:
        if item.in_bank:
            overall = overall.add(item.status)
    activity = daily_activity(submissions, tz)
    today = local_day(now, tz)
    return Summary(
        today=today,
        problems=tuple(items),
        overall=overall,
        by_difficulty=totals_by_difficulty(items),
        by_tag=totals_by_tag(items),
        streaks=streaks(activity, today),
        activity=activity,
        suggestions=tuple(
            suggestions(items, now, suggestion_count, [r for r in reviews if r.is_due(today)], order)
        ),
        submissions=len(submissions),
        stress_runs=len(stress_runs),
        reviews=tuple(reviews),
    )
