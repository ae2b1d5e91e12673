"""`judge progress --html`: the report as one self-contained web page.

The page is `templates/progress.html` with two things put in: the data (the `judge progress --json`
object plus the timing series) as JSON, and Chart.js from `vendor/` (see its README). The page's
own script draws everything from that data; a Content-Security-Policy forbids any request, so a
report that works once works offline, from a file, and when mailed to someone.
"""

from __future__ import annotations

import json
from collections import defaultdict
from importlib import resources
from typing import Any

from judge import __version__
from judge.render.progress import progress_json
from judge.store.progress import Submission, format_time
from judge.store.stats import Summary

DATA_MARK = "@DATA_JSON@"
CHART_MARK = "/*@CHART_JS@*/"


def timings(submissions: list[Submission]) -> dict[str, list[dict[str, Any]]]:
    """Per problem, oldest first: each attempt timed against the reference, with the ratio of your
    CPU time over the reference's on the same cases. Problems in slug order."""
    series: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in sorted(submissions, key=lambda s: (s.submitted_at, s.id or 0)):
        if row.compared_ms is None or not row.reference_ms:
            continue
        series[row.problem].append(
            {
                "at": format_time(row.submitted_at),
                "verdict": row.verdict,
                "compared_ms": row.compared_ms,
                "reference_ms": row.reference_ms,
                "ratio": round(row.compared_ms / row.reference_ms, 4),
            }
        )
    return dict(sorted(series.items()))


def page_data(summary: Summary, submissions: list[Submission]) -> dict[str, Any]:
    return {
        "judge_version": __version__,
        "report": progress_json(summary),
        "timings": timings(submissions),
    }


def _script_json(data: Any) -> str:
    """JSON that cannot end its <script> element early or be read as markup."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


def _asset(name: str) -> str:
    return resources.files("judge.render").joinpath(name).read_text(encoding="utf-8")


def progress_page(summary: Summary, submissions: list[Submission]) -> str:
    template = _asset("templates/progress.html")
    head, rest = template.split(DATA_MARK)
    middle, tail = rest.split(CHART_MARK)
    chart = _asset("vendor/chart.umd.min.js")
    if "</script" in chart.lower():
        raise ValueError("the vendored Chart.js would end its <script> element early")
    return head + _script_json(page_data(summary, submissions)) + middle + chart + tail
