"""Rendering results for people (rich) and for programs (JSON). Knows result types, never runners."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from judge.model.serial import to_json
from judge.model.units import format_ms
from judge.model.verdict import Verdict
from judge.model.words import whole_head, whole_tail
from judge.render.cases import COLORS
from judge.render.interactive import print_api, signature_text
from judge.render.layout import print_wrapped, reflow
from judge.render.text import escape
from judge.sandbox.languages.registry import LANGUAGES

# rich is imported where text is drawn, never at module load: `--json` output must not pay for it.
if TYPE_CHECKING:  # types only: `judge list` need not import the judging machinery
    from rich.console import Console

    from judge.bank.spec import Problem
    from judge.model.results import CaseResult, RunResult, SubmissionResult

VALUE_LIMIT = 300  # characters of a long input/expected/got value shown in the terminal


def show_value(value: Any, limit: int = VALUE_LIMIT) -> str:
    """A value as JSON (as LeetCode shows it: true, not True), trimmed in the middle when long,
    where numbers and words end (model.words), the cut marked by an ellipsis and its length."""
    text = json.dumps(value)
    if len(text) <= limit:
        return text
    head, tail = whole_head(text, limit // 2), whole_tail(text, limit // 2)
    return f"{head} … ({len(text) - len(head) - len(tail):,} characters) … {tail}"


def verdict_text(verdict: Verdict | None) -> str:
    if verdict is None:
        return "[dim]skipped[/dim]"
    return f"[{COLORS.get(verdict, 'red')}]{verdict.value}[/]"


# -- submit ----------------------------------------------------------------------------------------------
def submission_json(result: SubmissionResult) -> dict[str, Any]:
    failure = result.first_failure
    return {
        "problem": result.problem,
        "verdict": result.verdict.value,
        "passed": result.passed,
        "total": result.total,
        "time_ms_max": round(result.time_ms_max, 3),
        "time_ms_total": round(result.time_ms_total, 3),
        "cases": [
            {
                "name": c.name,
                "kind": c.kind,
                "verdict": c.verdict.value if c.verdict else "skipped",
                "time_ms": round(c.time_ms, 3),
                "message": c.message,
                **_timing_json(c, result.comparable),
            }
            for c in result.cases
        ],
        "failure": case_json(failure) if failure else None,
        "compile_error": result.compile_error.message if result.compile_error else None,
        "language": result.language,
        "compile_ms": round(result.compile_ms, 1),
        # Relative timing: the reference run on the same inputs in the same run (cases that took
        # measurable time only); ratio = this solution's total time over the reference's there.
        "reference_time_ms_total": _round(result.reference_ms_total),
        "reference_language": result.reference_language,
        "ratio": _round(result.ratio, 2),
        "borderline": [c.name for c in result.borderline],
        "time_limit": to_json(result.time_limit),
    }


def _round(value: float | None, digits: int = 3) -> float | None:
    return None if value is None else round(value, digits)


def _timing_json(case: CaseResult, comparable: bool = True) -> dict[str, Any]:
    data: dict[str, Any] = {
        "reference_time_ms": _round(case.reference_ms),
        "ratio": _round(case.ratio, 2) if comparable else None,
        "borderline": case.borderline,
        "memory_kb": case.memory_kb,
    }
    if case.runs_ms:
        data["runs_ms"] = [round(t, 3) for t in case.runs_ms]
    return data


def case_json(case: CaseResult) -> dict[str, Any]:
    return {
        "name": case.name,
        "verdict": case.verdict.value if case.verdict else "skipped",
        "input": case.args,
        "expected": case.expected,
        "got": case.got,
        "message": case.message,
        "output": case.output,
        "time_ms": round(case.time_ms, 3),
        **_timing_json(case),
        **({"position": case.detail} if case.detail is not None else {}),  # a strategy's WA
    }


def print_submission(
    result: SubmissionResult, console: Console, show_failures: int = 1, explain_hint: str = ""
) -> None:
    """The cases, the verdict, the failures; `explain_hint` (a command) ends a failure report."""
    if result.compile_error is not None:
        console.print(f"[bold yellow]CE[/] {Verdict.CE.description}")
        console.print(escape(result.compile_error.message))
        return
    print_wrapped(console, f"{result.problem}: {result.solution}")
    from judge.render.cases import print_case_table

    print_case_table(result, console)
    skipped = sum(c.verdict is None for c in result.cases)
    if skipped:
        console.print(f"[dim]{skipped} skipped after the first failure (--all runs every case)[/dim]")
    verdict = result.verdict
    if result.time_limit is not None and result.time_limit.far_from_reference:
        print_wrapped(console, result.time_limit.describe(_runtime(result.language)))
    console.print(
        f"[bold]{verdict_text(verdict)}[/bold] {verdict.description}: {result.passed}/{result.total} "
        f"passed, max {format_ms(result.time_ms_max)}, total {format_ms(result.time_ms_total)}"
    )
    if result.compile_ms:  # the toolchain's time, apart from the cases'
        console.print(
            f"[dim]compiled in {format_ms(result.compile_ms)} (a later submit of this file reuses it)[/dim]"
        )
    if not result.comparable and result.reference_ms_total:
        compared = result.compared
        print_wrapped(
            console,
            f"time: yours {format_ms(sum(c.time_ms for c in compared))} in "
            f"{_runtime(result.language)}, the reference "
            f"{format_ms(result.reference_ms_total)} in "
            f"{_runtime(result.reference_language)}, on the same "
            f"{len(compared)} case{'s' if len(compared) != 1 else ''} (no ratio across languages)",
        )
    if result.ratio is not None:
        compared = result.compared
        console.print(
            f"time: {result.ratio:.1f}x the reference (yours "
            f"{format_ms(sum(c.time_ms for c in compared))}, reference "
            f"{format_ms(result.reference_ms_total or 0.0)}, same run, on the "
            f"{len(compared)} case{'s' if len(compared) != 1 else ''} that took measurable time)"
        )
    if result.borderline:
        names = ", ".join(c.name for c in result.borderline[:5])
        more = f" and {len(result.borderline) - 5} more" if len(result.borderline) > 5 else ""
        console.print(
            f"[yellow]borderline[/]: {names}{more} ran within 20% of the time limit; "
            f"cases over it by that little were run twice and kept the faster run"
        )
    _print_notes(result.cases, console)
    print_failures(result, console, show_failures)
    if result.first_failure and explain_hint:
        console.print(f"to see why: {escape(explain_hint)}", soft_wrap=True)


def print_failures(result: SubmissionResult, console: Console, count: int = 1) -> None:
    """The first `count` failing cases in full (0: all), then how to see the others."""
    failing = [case for case in result.cases if case.failed]
    shown = failing if count == 0 else failing[:count]
    for index, case in enumerate(shown):
        heading = "First failure" if index == 0 else f"Failure {index + 1} of {len(failing)}"
        print_failure(case, console, heading)
    hidden = len(failing) - len(shown)
    if hidden:
        names = ", ".join(case.name for case in failing[len(shown) :][:5])
        more = ", ..." if hidden > 5 else ""
        console.print()
        print_wrapped(
            console,
            f"{hidden} more failing case{'s' if hidden != 1 else ''} ({names}{more}): "
            f"--show-failures {len(failing)} shows them all",
        )


def _print_notes(cases: tuple[CaseResult, ...], console: Console) -> None:
    """What accepted cases' messages say (a returned value converted as LeetCode does), once."""
    noted = [c for c in cases if c.verdict is Verdict.AC and c.message]
    if noted:
        more = len(noted) - 1
        others = f" (and {more} more case{'s' if more != 1 else ''})" if more else ""
        console.print(f"note: {escape(noted[0].name)}: {escape(noted[0].message)}{others}")


def print_failure(case: CaseResult, console: Console, heading: str = "First failure") -> None:
    assert case.verdict is not None
    console.print(
        f"\n[bold]{heading}:[/] {escape(case.name)} ({case.kind}): "
        f"{verdict_text(case.verdict)} {case.verdict.description}"
    )
    print_wrapped(console, show_value(case.args), "  input:    ")
    print_wrapped(console, show_value(case.expected), "  expected: ")
    if case.verdict is Verdict.WA and case.detail is None:
        print_wrapped(console, show_value(case.got), "  got:      ")
    if case.message:
        print_wrapped(console, case.message, "  message:  ")
    if case.output:
        console.print("  your output (tail):")
        print_wrapped(console, case.output.rstrip("\n")[-1000:], "    ")


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())


# -- run -------------------------------------------------------------------------------------------------
NO_ANSWER = (Verdict.TLE, Verdict.MLE, Verdict.RE, Verdict.OLE)  # a case that ended with no value


def run_json(slug: str, args: dict, result: RunResult) -> dict[str, Any]:
    case = result.case
    verdict = Verdict.CE if result.compile_error or case is None else case.verdict
    return {
        "problem": slug,
        "input": args,
        "expected": result.expected,
        "verdict": None if verdict is None else verdict.value,  # None: no reference answer to judge by
        "got": None if case is None else case.got,
        "message": result.compile_error.message if result.compile_error else (case.message if case else ""),
        "output": case.output if case else "",
        "time_ms": round(case.time_ms, 3) if case else None,
        "warnings": list(result.warnings),  # the constraints the input breaks (it was run anyway)
        "reference_error": result.reference_error or None,  # why the reference gave no answer
        **({"games": case.detail} if case is not None and case.detail is not None else {}),  # a strategy's
    }


def print_run(slug: str, args: dict, result: RunResult, console: Console) -> None:
    data = run_json(slug, args, result)
    print_wrapped(console, show_value(args), "input:     ")
    if result.case is None or result.case.detail is None or "games" not in result.case.detail:
        failed = result.case is not None and result.case.verdict in NO_ANSWER
        print_wrapped(console, "no answer" if failed else show_value(data["got"]), "yours:     ")
        if result.reference_error:  # beside your result, not instead of it
            print_wrapped(console, result.reference_error, "reference: ")
        else:
            print_wrapped(console, show_value(result.expected), "reference: ")
    timing = f" in {format_ms(data['time_ms'])}" if data["time_ms"] is not None else ""
    if data["verdict"] is None:
        print_wrapped(console, f"not judged{timing}: the reference gave no answer to compare with")
    else:
        verdict = Verdict(data["verdict"])
        console.print(f"{verdict_text(verdict)} {verdict.description}{timing}")
    if data["message"]:
        print_wrapped(console, data["message"])
    if data["output"]:
        console.print("your output:")
        print_wrapped(console, data["output"].rstrip("\n"), "    ")


# -- problems --------------------------------------------------------------------------------------------
def problem_row(problem: Problem) -> dict[str, Any]:
    return {
        "slug": problem.slug,
        "title": problem.title,
        "source": str(problem.source),
        "difficulty": problem.difficulty,
        "tags": list(problem.tags),
        "family": problem.family,
        "kind": problem.kind.value,
        "entry": problem.signature.entry,
    }


STATUS_STYLES = {"solved": "green", "attempted": "yellow", "new": "dim"}


def print_problem_list(
    problems: list[Problem],
    console: Console | None,
    numbered: bool = False,
    statuses: dict[str, str] | None = None,
) -> None:
    """One line a problem; the slug, which a user types, is never cut (layout.print_grid): on a
    narrow terminal a long slug gets a line of its own, the tags then the title (then the source)
    are cut, and the difficulty and source left out, as far as needed. Your status (given a
    record) is a last column, kept before the difficulty. No console (a pipe): plain lines, no rich."""
    from judge.render.layout import print_grid

    names = ("slug", *(("#",) if numbered else ()), "title", "source", "difficulty", "tags")
    names += ("status",) if statuses is not None else ()
    rows = []
    for position, problem in enumerate(problems, 1):
        row = problem_row(problem)
        status = (statuses or {}).get(problem.slug, "new")
        rows.append(
            [
                (row["slug"], "bold"),
                *([(str(position), "dim")] if numbered else []),  # its place in the learning order
                (row["title"], ""),
                (row["source"], "dim"),
                (row["difficulty"], ""),
                (", ".join(row["tags"]), "dim"),
                *([(status, STATUS_STYLES.get(status, ""))] if statuses is not None else []),
            ]
        )
    headers = [(name, "right" if name == "#" else "left") for name in names]
    at = {name: index for index, name in enumerate(names)}
    print_grid(
        console,
        "",
        headers,
        rows,
        # a source is cut no shorter than "LeetCode 1145": its number is how a problem is found
        # elsewhere; a title keeps a readable 20 characters before the difficulty goes
        [
            ("cut", at["tags"]),
            ("drop", at["tags"]),
            ("cut", at["source"], 13),
            ("cut", at["title"], 20),
            ("drop", at["difficulty"]),
            ("cut", at["title"]),
            ("drop", at["source"]),
            ("drop", at["title"]),
        ],
        spill=0.35,
    )


def signature_line(problem: Problem) -> str:
    return signature_text(problem)  # the solution's: an interactive problem's hidden fields left out


def print_problem(problem: Problem, console: Console) -> None:
    from rich.markdown import Markdown

    console.print(
        f"[bold]{escape(problem.title)}[/bold]  ({problem.source}, {problem.difficulty}, {problem.kind})"
    )
    if problem.source.url:
        console.print(f"[dim]{problem.source.url}[/dim]", soft_wrap=True)
    console.print()
    if console.is_terminal:  # wrapped to the terminal; piped, the statement's own text, unwrapped
        console.print(Markdown(problem.statement))
    else:
        console.print(escape(reflow(problem.statement)))
    console.print("\n[bold]Signature[/bold]")
    print_wrapped(console, signature_line(problem), "  ", "      ")
    if problem.signature.aliases:
        print_wrapped(console, ", ".join(problem.signature.aliases), "  also accepted: ")
    if problem.signature.return_bits == 64:
        wide = ", ".join(f"{entry.title} {entry.wide_int}" for entry in LANGUAGES if entry.wide_int)
        print_wrapped(console, f"64-bit ({wide})", "  returns: ")
    print_api(problem, console)  # an interactive problem's (nothing for the others)
    console.print("\n[bold]Constraints[/bold]")
    for param in problem.signature.params:
        for part in param.describe().split("; "):
            print_wrapped(console, part, "  ")
    limits = problem.limits
    console.print(
        f"\n[bold]Limits[/bold]  {limits.time_ms} ms per case on the reference machine (scaled to this one: "
        f"`judge calibrate`), {limits.memory_mb} MiB, {limits.output_kb} KiB of output"
    )
    console.print("\n[bold]Examples[/bold]")
    for example in problem.examples:
        print_wrapped(console, show_value(example.args), "  input:  ")
        print_wrapped(console, show_value(example.expected), "  output: ")
        if example.explanation:
            print_wrapped(console, reflow(example.explanation), "    ", style="dim")
        console.print()


def _runtime(language: str) -> str:
    """What "this machine runs X n times slower" calls the language's runtime."""
    from judge.sandbox.languages.registry import title_of

    return title_of(language)
