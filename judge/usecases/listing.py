"""Listing the bank's problems (`judge list`): those that match every filter, in the order asked."""

from __future__ import annotations

from dataclasses import dataclass

from judge.bank.spec import Bank
from judge.model.errors import JudgeError
from judge.model.problem import Problem
from judge.model.settings import Settings


@dataclass(frozen=True)
class ListRequest:
    bank: Bank
    settings: Settings  # the home whose record --status reads
    tags: tuple[str, ...] = ()  # all of them
    family: str | None = None
    difficulty: str | None = None
    status: str | None = None  # solved, attempted or new in the record
    order: bool = False  # the learning order instead of the bank's


@dataclass(frozen=True)
class Listing:
    problems: list[Problem]
    # solved, attempted or new per slug of `problems`; None without a record (never submitted)
    statuses: dict[str, str] | None
    warning: str = ""  # why the statuses are missing from a record that exists (unreadable)


def listing(request: ListRequest) -> Listing:
    """The matching problems and your status on each (store/status.py: one cheap query, and no
    database module at all without a record). A record it cannot read leaves the statuses out
    with a warning, unless --status needs them."""
    from judge.model.errors import ProgressStoreError
    from judge.store.status import NEW, read_statuses

    warning = ""
    try:
        recorded = read_statuses(request.settings.home)
    except ProgressStoreError as exc:
        if request.status is not None:
            raise
        recorded, warning = None, exc.message
    found = _matching(request, recorded or {})
    statuses = None if recorded is None else {p.slug: recorded.get(p.slug, NEW) for p in found}
    return Listing(found, statuses, warning)


def _matching(request: ListRequest, recorded: dict[str, str]) -> list[Problem]:
    """The matching problems; a tag or family no problem has is an error naming those there are."""
    bank = request.bank
    found = bank.load_all()
    known_tags = {tag for p in found for tag in p.tags}
    for tag in request.tags:
        if tag not in known_tags:
            from difflib import get_close_matches

            near = get_close_matches(tag, sorted(known_tags), n=3)
            hint = f"did you mean {' or '.join(near)}?" if near else "see `judge list`"
            raise JudgeError(f"--tag {tag}: no problem has it ({hint})")
    families = {p.family for p in found if p.family}
    if request.family is not None and request.family not in families:
        raise JudgeError(f"--family {request.family}: unknown (families: {', '.join(sorted(families))})")
    found = [
        p
        for p in found
        if set(request.tags) <= set(p.tags)
        and (request.family is None or p.family == request.family)
        and (request.difficulty is None or p.difficulty == request.difficulty)
    ]
    if request.status is not None:
        from judge.store.status import NEW

        found = [p for p in found if recorded.get(p.slug, NEW) == request.status]
    if request.order:
        rank = {slug: index for index, slug in enumerate(bank.learning_order())}
        found.sort(key=lambda p: (rank.get(p.slug, len(rank)), p.slug))
    return found
