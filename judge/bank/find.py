"""Finding a problem as a user names it: by slug, by number (`486`, `lc486`, `#486`) or by title
(`"stone game vii"`, any case and spacing). Unknown or ambiguous names are one-line errors that list
the closest problems."""

from __future__ import annotations

import difflib
import re
from typing import TYPE_CHECKING, Protocol

from judge.model.errors import JudgeError, UnknownProblemError

if TYPE_CHECKING:
    from judge.model.problem import Problem

NUMBER = re.compile(r"(lc|leetcode|lintcode|#)?\s*(\d+)", re.IGNORECASE)
PLATFORMS = {"lc": "leetcode", "leetcode": "leetcode", "lintcode": "lintcode"}
SHOWN = 4  # close matches named in an error


class Bank(Protocol):
    """What a lookup needs of a bank (spec.Bank, which calls back here: named by shape, not imported)."""

    def slugs(self) -> list[str]: ...

    def load(self, slug: str) -> Problem: ...


def words(text: str) -> str:
    """A title or slug as comparable words: `Stone Game VII`, `stone-game-vii`, ` stone  game vii`
    are all `stone game vii`."""
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def resolve(bank: Bank, text: str) -> str:
    """The slug `text` names; UnknownProblemError (exit 2) when none or several do."""
    slugs = bank.slugs()
    if text in slugs:
        return text
    problems = []
    for slug in slugs:
        try:
            problems.append(bank.load(slug))
        except JudgeError:  # a broken spec is reported when it is asked for, not on every lookup
            continue
    number = NUMBER.fullmatch(text.strip())
    if number:
        wanted = int(number.group(2))
        found = [p for p in problems if p.source.number == wanted]
        platform = PLATFORMS.get((number.group(1) or "").lower())
        if platform:  # `lc877` is LeetCode's 877 only
            found = [p for p in found if p.source.platform.lower() == platform]
        originals = [p for p in found if p.source.platform.lower() in PLATFORMS.values()]
        if len(originals) == 1:  # 877 is Stone Game itself, not the bank's generalisation of it
            found = originals
        values = [p for p in found if str(getattr(p, "kind", "function")) == "function"]
        if len(found) > 1 and len(values) == 1:  # 394 is the value problem, not its played variant
            found = values
        if len(found) == 1:
            return found[0].slug
        if found:
            raise UnknownProblemError(f"{text!r} is ambiguous: {_listed(found)}; name one by its slug")
        raise UnknownProblemError(f"no problem numbered {wanted}{_hint(problems, text)}")
    key = words(text)
    found = [p for p in problems if key in (words(p.title), words(p.slug))]
    if len(found) == 1:
        return found[0].slug
    if not found:  # a unique prefix of a title: "stone game vi" is not a prefix of "stone game vii"'s words
        found = [p for p in problems if key and (words(p.title) + " ").startswith(key + " ")]
        if len(found) == 1:
            return found[0].slug
    if len(found) > 1:
        raise UnknownProblemError(f"{text!r} is ambiguous: {_listed(found)}; name one by its slug")
    raise UnknownProblemError(f"unknown problem {text!r}{_hint(problems, text)}")


def _listed(problems: list[Problem]) -> str:
    named = [f"{p.slug} ({p.title}, {p.source})" for p in problems[:SHOWN]]
    more = f" and {len(problems) - SHOWN} more" if len(problems) > SHOWN else ""
    return ", ".join(named) + more


def _hint(problems: list[Problem], text: str) -> str:
    """`; did you mean a or b?` from the slugs and titles closest to `text`, else a pointer to list."""
    by_name: dict[str, Problem] = {}
    for problem in problems:
        by_name.setdefault(words(problem.slug), problem)
        by_name.setdefault(words(problem.title), problem)
    close = difflib.get_close_matches(words(text), list(by_name), n=SHOWN * 2, cutoff=0.6)
    chosen: list[Problem] = []
    for name in close:
        if by_name[name] not in chosen:
            chosen.append(by_name[name])
    if not chosen:
        return " (see `judge list`)"
    return f"; did you mean {' or '.join(p.slug for p in chosen[:SHOWN])}?"
