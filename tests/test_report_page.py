"""`judge progress --html`: the page opened in a real headless Chromium (tests/browser.py), its
numbers checked against `judge progress --json` for a record filled through the real CLI, with no
console error, no request beyond the file itself, at desktop and phone width, light and dark. Each
test saves a screenshot and prints where."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from browser import Browser, chromium_path
from conftest import run_judge

REPO = Path(__file__).resolve().parent.parent
SOLUTIONS = REPO / "solutions"
TODAY = datetime(2026, 3, 10, 12, 0)  # JUDGE_NOW of "today" for the whole record
SHOTS = Path(os.environ.get("JUDGE_SCREENSHOTS", Path(tempfile.gettempdir()) / "judge-screenshots"))

CHROMIUM = chromium_path()
if CHROMIUM is None and os.environ.get("CI", "").lower() != "true":
    pytest.skip("no chromium (apt-get install chromium; CI installs it)", allow_module_level=True)


def _at(moment: datetime) -> dict[str, str]:
    return {"JUDGE_NOW": moment.isoformat()}


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A record over four days: a WA then an AC (due for review by today), a problem solved at once
    and practised again (both timed against the reference), a problem only failed today."""
    folder = tmp_path_factory.mktemp("report")
    home = folder / "home"
    wrong = folder / "always_true.py"
    wrong.write_text("class Solution:\n    def predictTheWinner(self, nums):\n        return True\n")
    day = timedelta(days=1)
    steps = [
        (TODAY - 3 * day, "predict-the-winner", wrong, 1),
        (
            TODAY - 3 * day + timedelta(minutes=5),
            "predict-the-winner",
            SOLUTIONS / "predict-the-winner" / "reference.py",
            0,
        ),
        (TODAY - 2 * day, "stone-game", SOLUTIONS / "stone-game" / "reference.py", 0),
        (TODAY - 2 * day + timedelta(minutes=9), "stone-game", SOLUTIONS / "stone-game" / "reference.py", 0),
        (
            TODAY - timedelta(hours=2),
            "divisor-game",
            SOLUTIONS / "divisor-game" / "wrong_greedy_largest.py",
            1,
        ),
    ]
    for moment, slug, file, code in steps:
        done = run_judge("submit", slug, str(file), home=home, env=_at(moment))
        assert done.returncode == code, done.stdout + done.stderr
    page = folder / "report.html"
    written = run_judge("progress", "--html", str(page), home=home, env=_at(TODAY))
    assert written.returncode == 0, written.stderr
    report = run_judge("progress", "--json", home=home, env=_at(TODAY)).json
    exported = run_judge("progress", "--export", "json", home=home).json
    return {"page": page, "report": report, "rows": exported["tables"]["submissions"]}


def _save(browser: Browser, tmp_path: Path, name: str, capsys: pytest.CaptureFixture) -> None:
    shot = browser.screenshot(tmp_path / f"{name}.png")
    assert shot.stat().st_size > 10_000  # a drawn page, not a blank one
    SHOTS.mkdir(parents=True, exist_ok=True)
    kept = shutil.copy(shot, SHOTS / shot.name)
    with capsys.disabled():
        print(f"\nscreenshot: {kept}")


def _open(page: Path, width: int, height: int, dark: bool = False, mobile: bool = False) -> Browser:
    assert CHROMIUM is not None, "no chromium: apt-get install chromium"
    browser = Browser(CHROMIUM)
    browser.viewport(width, height, dark=dark, mobile=mobile)
    browser.open(page.as_uri())
    assert browser.evaluate("document.body.dataset.ready") == "true", browser.problems()
    return browser


TABLE = """[...document.querySelectorAll('#%s tbody tr')].map(r =>
  [r.dataset.name, [...r.querySelectorAll('td')].slice(1).map(td => Number(td.textContent))])"""


def test_the_page_shows_the_numbers_of_progress_json(
    record: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    report, page = record["report"], record["page"]
    started = time.monotonic()
    with _open(page, 1280, 900) as browser:
        text = lambda id_: browser.evaluate(f"document.getElementById('{id_}').textContent")  # noqa: E731
        shown = {
            key: text(key)
            for key in (
                "solved",
                "total",
                "attempted",
                "new-count",
                "submissions",
                "streak-current",
                "streak-longest",
            )
        }
        assert shown == {
            "solved": str(report["solved"]),
            "total": str(report["total"]),
            "attempted": str(report["attempted"]),
            "new-count": str(report["new"]),
            "submissions": str(report["submissions"]),
            "streak-current": str(report["streak"]["current"]),
            "streak-longest": str(report["streak"]["longest"]),
        }
        assert (report["solved"], report["attempted"], report["submissions"]) == (2, 1, 5)
        assert (report["streak"]["current"], report["streak"]["longest"]) == (1, 2)
        assert text("today") == report["today"] == TODAY.date().isoformat()

        counts = lambda c: [c["solved"], c["attempted"], c["new"], c["total"]]  # noqa: E731
        assert browser.evaluate(TABLE % "by-difficulty") == [
            [name, counts(c)] for name, c in report["by_difficulty"].items()
        ]
        assert browser.evaluate(TABLE % "by-tag") == [
            [name, counts(c)] for name, c in report["by_tag"].items()
        ]
        first_ac = browser.evaluate(
            "[...document.querySelectorAll('#first-ac tbody tr')].map(r => [r.dataset.name,"
            " Number(r.querySelector('.before').textContent)])"
        )
        assert first_ac == [
            [p["slug"], p["attempts_before_first_ac"]] for p in report["problems"] if p["status"] == "solved"
        ]
        assert dict(first_ac) == {"predict-the-winner": 1, "stone-game": 0}

        # Due for review: the WA-then-AC problem (hard, due the next day).
        due = browser.evaluate(
            "[...document.querySelectorAll('#due li[data-slug]')]"
            ".map(li => [li.dataset.slug, li.dataset.due])"
        )
        assert due == [[r["slug"], r["due"]] for r in report["reviews_due"]]
        assert [slug for slug, _ in due] == ["predict-the-winner"]
        assert text("due-count") == "1"

        # The calendar: a year of days ending today, each with its count from the record.
        cells = browser.evaluate(
            "[...document.querySelectorAll('#heatmap .day:not(.empty)')]"
            ".map(d => [d.dataset.date, Number(d.dataset.count)])"
        )
        assert len(cells) >= 365 and cells[-1][0] == report["today"]
        assert {d: n for d, n in cells if n} == report["activity"]
        assert report["activity"] == {"2026-03-07": 2, "2026-03-08": 2, "2026-03-10": 1}

        # The charts hold the same numbers.
        chart = "Chart.getChart('%s').data"
        difficulty = browser.evaluate(chart % "chart-difficulty")
        assert difficulty["labels"] == list(report["by_difficulty"])
        assert {s["label"]: s["data"] for s in difficulty["datasets"]} == {
            key: [c[key] for c in report["by_difficulty"].values()] for key in ("solved", "attempted", "new")
        }
        tags = browser.evaluate(chart % "chart-tags")
        assert tags["labels"] == list(report["by_tag"])
        timing = browser.evaluate(chart % "chart-time")
        timed = [r for r in record["rows"] if r["reference_ms"]]
        assert {r["problem"] for r in timed} == {"stone-game"}  # predict-the-winner is too fast
        assert [(s["label"], s["data"]) for s in timing["datasets"]] == [
            ("stone-game", [round(r["compared_ms"] / r["reference_ms"], 4) for r in timed])
        ]
        assert browser.evaluate(chart % "chart-attempts")["datasets"][0]["data"] == [1, 0]

        assert browser.problems() == []
        assert browser.requests() == [page.as_uri()]  # nothing fetched but the file itself
        background = browser.evaluate("getComputedStyle(document.body).backgroundColor")
        assert background == "rgb(255, 255, 255)"
        _save(browser, tmp_path, "report-desktop-light", capsys)
    with capsys.disabled():
        print(f"page: {page.stat().st_size // 1024} KB, checked in {time.monotonic() - started:.1f} s")


def test_the_page_fits_a_phone_in_dark_mode(
    record: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    with _open(record["page"], 390, 844, dark=True, mobile=True) as browser:
        widths = browser.evaluate("[document.documentElement.scrollWidth, innerWidth]")
        assert widths == [390, 390], widths  # no sideways scrolling of the page
        canvases = browser.evaluate(
            "[...document.querySelectorAll('canvas')].map(c => c.getBoundingClientRect().right)"
        )
        assert len(canvases) == 4 and max(canvases) <= 390
        # The calendar scrolls inside its box, showing the latest weeks first, under month names
        # and beside weekday names that stay put.
        scrolled = browser.evaluate(
            "(() => { const box = document.getElementById('heatmap-scroll');"
            " return [box.scrollLeft, box.scrollWidth - box.clientWidth]; })()"
        )
        assert scrolled[0] > 0 and scrolled[0] >= scrolled[1] - 1, scrolled
        months = browser.evaluate(
            "[...document.querySelectorAll('.month')].map(m => m.textContent).filter(Boolean)"
        )
        assert len(months) in (12, 13) and months[-1] == "Mar", months  # TODAY is in March
        weekdays = browser.evaluate(
            "[...document.querySelectorAll('.weekdays span')].map(s => s.textContent)"
        )
        assert [d for d in weekdays if d] == ["Mon", "Wed", "Fri"]
        # The legend's scale is one line; the stat cards fill their last row (no half-empty one).
        scale = browser.evaluate("document.getElementById('scale').getBoundingClientRect().height")
        assert scale < 24, scale
        tops = browser.evaluate(
            "[...document.querySelectorAll('.stat')].map(s => s.getBoundingClientRect().top)"
        )
        rows = [tops.count(top) for top in sorted(set(tops))]
        assert len(set(rows)) == 1, rows
        colours = browser.evaluate(
            "[getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]"
        )
        assert colours == ["rgb(13, 17, 23)", "rgb(230, 237, 243)"]
        assert browser.evaluate("Chart.defaults.color") == "#9198a1"  # charts follow the theme
        assert browser.problems() == []
        _save(browser, tmp_path, "report-phone-dark", capsys)


def test_html_needs_a_writable_file_and_open_needs_html(tmp_path: Path) -> None:
    home = tmp_path / "home"
    folder = tmp_path / "not-a-folder"
    folder.write_text("")
    done = run_judge("progress", "--html", str(folder / "report.html"), home=home)
    assert done.returncode == 2 and str(folder / "report.html") in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    done = run_judge("progress", "--open", home=home)
    assert done.returncode == 2 and "--open needs --html" in done.stderr
    empty = run_judge("progress", "--html", str(tmp_path / "empty.html"), home=home)
    assert empty.returncode == 0, empty.stderr
    assert not (home / "progress.db").exists()  # writing a report creates no record
    data = (tmp_path / "empty.html").read_text()
    start = data.index('id="judge-data">') + len('id="judge-data">')
    embedded = json.loads(data[start : data.index("</script>", start)])
    assert embedded["report"]["submissions"] == 0
