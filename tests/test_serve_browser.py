"""`judge serve` in a real headless Chromium (tests/browser.py, over the DevTools pipe), keyboard first:
open the printed link, find Stone Game, write a wrong solution, submit it with Ctrl+Shift+Enter and see
its cases come in, AC rows then the WA with expected and got; fix it and get AC, recorded. Then a
draft survives a reload, Escape cancels a looping judging, and the page fits a phone. No console
error, no CSP violation, no request but to the server. Screenshots are saved and their paths printed."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import Browser, chromium_path
from conftest import run_judge
from serving import Served, start

from judge.sandbox.languages.registry import LANGUAGES

SHOTS = Path(os.environ.get("JUDGE_SCREENSHOTS", Path(tempfile.gettempdir()) / "judge-screenshots"))
CHROMIUM = chromium_path()
if CHROMIUM is None and os.environ.get("CI", "").lower() != "true":
    pytest.skip("no chromium (apt-get install chromium; CI installs it)", allow_module_level=True)

# Stone Game's answer is always true: this passes the small cases and fails from 30 piles on.
WRONG = "class Solution:\n    def stoneGame(self, piles):\n        return len(piles) < 30\n"
RIGHT = (
    "class Solution:\n    def stoneGame(self, piles):\n        n = len(piles)\n        best = piles[:]\n"
    "        for size in range(2, n + 1):\n            for i in range(n - size + 1):\n"
    "                best[i] = max(piles[i] - best[i + 1], piles[i + size - 1] - best[i])\n"
    "        return best[0] > 0\n"
)
LOOPING = "class Solution:\n    def stoneGame(self, piles):\n        while True:\n            pass\n"
CTRL, SHIFT = 2, 8  # CDP modifier bits


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    root = tmp_path_factory.mktemp("serve-browser")
    server = start(root / "work", root / "home")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def browser() -> Iterator[Browser]:
    assert CHROMIUM is not None, "no chromium: apt-get install chromium"
    with Browser(CHROMIUM) as opened:
        yield opened


def key(browser: Browser, name: str, code: int, modifiers: int = 0, text: str = "") -> None:
    for kind in ("rawKeyDown", "char", "keyUp") if text else ("rawKeyDown", "keyUp"):
        browser.page(
            "Input.dispatchKeyEvent", type=kind, key=name, code=name, windowsVirtualKeyCode=code,
            nativeVirtualKeyCode=code, modifiers=modifiers, **({"text": text} if kind == "char" else {}),
        )  # fmt: skip


def until(
    browser: Browser, expression: str, seconds: float = 120, every: Callable[[], None] | None = None
) -> Any:
    """The value of `expression` once it is truthy (a generous bound: judging runs under it)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = browser.evaluate(expression)
        if value:
            return value
        if every is not None:
            every()
        time.sleep(0.02)
    raise AssertionError(f"never true: {expression}; page problems: {browser.problems()}")


def replace_text(browser: Browser, text: str) -> None:
    """In CodeMirror: Ctrl+A, then the text typed over the selection as one insertion (a paste)."""
    browser.evaluate("document.querySelector('#editor-host .cm-content').focus()")
    key(browser, "a", 65, CTRL)
    browser.page("Input.insertText", text=text)
    until(browser, f"document.getElementById('editor').value === {json.dumps(text)}", 10)


def shoot(browser: Browser, name: str, capsys: pytest.CaptureFixture) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        shot = browser.screenshot(Path(scratch) / f"{name}.png")
        assert shot.stat().st_size > 10_000  # a drawn page, not a blank one
        kept = Path(shutil.copy(shot, SHOTS / shot.name))
    with capsys.disabled():
        print(f"\nscreenshot: {kept}")
    return kept


VERDICT = "document.getElementById('verdict').dataset.verdict"
ROWS = "[...document.querySelectorAll('#cases tbody tr')].map(r => r.dataset.verdict)"


def open_stone_game(browser: Browser, served: Served) -> None:
    browser.open(served.link)  # the token link: redirected to / with the cookie set
    until(browser, "document.body.dataset.ready === 'true'", 60)
    assert browser.evaluate("location.href") == served.base + "/"  # the token left the address bar
    browser.evaluate("document.getElementById('find').focus()")
    browser.page("Input.insertText", text="stone game")
    key(browser, "ArrowDown", 40)  # into the filtered list, then down it to Stone Game itself
    walked = [browser.evaluate("document.activeElement.dataset.slug")]
    while walked[-1] != "stone-game" and len(walked) < 10:
        key(browser, "ArrowDown", 40)
        walked.append(browser.evaluate("document.activeElement.dataset.slug"))
    assert walked[-1] == "stone-game" and all(slug.startswith("stone-game") for slug in walked), walked
    key(browser, "Enter", 13, text="\r")  # the link opens it
    until(browser, "document.getElementById('editor').value.includes('def stoneGame')", 60)


def submit_by_keyboard(browser: Browser) -> None:
    browser.evaluate("delete document.getElementById('verdict').dataset.verdict")
    key(browser, "Enter", 13, CTRL | SHIFT)


def test_wrong_then_right_by_keyboard(
    served: Served, browser: Browser, capsys: pytest.CaptureFixture
) -> None:
    browser.viewport(1280, 900)
    open_stone_game(browser, served)
    assert "Stone Game" in browser.evaluate("document.getElementById('statement').textContent")
    # the shipped CodeMirror, not the textarea it falls back to, in the file's language
    assert browser.evaluate("document.getElementById('editor').hidden") is True
    assert browser.evaluate(
        "!!document.querySelector('#editor-host .cm-editor .cm-content[aria-label=Solution]')"
    )

    replace_text(browser, WRONG)
    seen: list[list[str]] = []
    submit_by_keyboard(browser)
    until(browser, VERDICT, every=lambda: seen.append(browser.evaluate(ROWS)))
    assert browser.evaluate(VERDICT) == "WA"
    rows = browser.evaluate(ROWS)
    assert rows[-1] == "WA" and set(rows[:-1]) == {"AC"} and len(rows) > 5  # cases, then the failure
    assert all(len(a) <= len(b) and b[: len(a)] == a for a, b in zip(seen, seen[1:]))  # rows only grow
    failure = browser.evaluate("document.getElementById('failure').innerText")
    assert "First failure" in failure and "expected\ntrue" in failure and "got\nfalse" in failure
    marks = browser.evaluate("[...document.querySelectorAll('#failure mark')].map(m => m.textContent)")
    assert marks == ["true", "false"]  # the first differing token, in expected and in got
    assert (served.folder / "stone-game.py").read_text() == WRONG  # submit saved the file first
    limit = browser.evaluate("document.getElementById('verdict').textContent")
    assert "limit" in limit and "ms here" in limit
    shoot(browser, "serve-wa-1280", capsys)

    browser.evaluate("document.getElementById('run-input').value = '{\"piles\": [3, 9, 1, 2, 7, 8]}'")
    browser.evaluate("document.querySelector('#editor-host .cm-content').focus()")
    browser.evaluate("delete document.getElementById('verdict').dataset.verdict")
    key(browser, "Enter", 13, CTRL)  # Ctrl+Enter runs the input (and adds no line to the editor)
    until(browser, VERDICT)
    assert browser.evaluate(VERDICT) == "AC"  # six piles: WRONG says true, as the reference does
    ran = browser.evaluate("document.getElementById('ran').innerText")
    assert "yours\ntrue" in ran and "reference\ntrue" in ran
    assert browser.evaluate("document.getElementById('editor').value") == WRONG

    replace_text(browser, RIGHT)
    submit_by_keyboard(browser)
    until(browser, VERDICT)
    assert browser.evaluate(VERDICT) == "AC"
    until(browser, "document.getElementById('verdict').textContent.includes('recorded')", 30)
    rows = browser.evaluate(ROWS)
    assert set(rows) == {"AC"} and len(rows) > 100
    assert browser.evaluate("document.getElementById('failure').hidden") is True
    assert (
        browser.evaluate("document.querySelector('a[data-slug=stone-game] span:last-child').textContent")
        == "solved"
    )
    shoot(browser, "serve-ac-1280", capsys)

    history = run_judge("history", "stone-game", "--json", home=served.home).json
    assert [row["verdict"] for row in history[:2]] == ["AC", "WA"]
    assert browser.problems() == []  # no console error, no CSP report

    # The progress page, one link away: `judge progress --json`'s numbers, its reviews due
    browser.evaluate("document.querySelector('a.nav-link').focus()")
    key(browser, "Enter", 13, text="\r")
    until(browser, "location.pathname === '/progress' && document.readyState === 'complete'", 30)
    report = run_judge("progress", "--json", home=served.home).json
    text = lambda id_: browser.evaluate(f"document.getElementById('{id_}').textContent")  # noqa: E731
    assert (text("solved"), text("attempted"), text("submissions")) == (
        str(report["solved"]),
        str(report["attempted"]),
        str(report["submissions"]),
    )
    assert report["solved"] >= 1 and text("due-count") == str(len(report["reviews_due"]))
    shoot(browser, "serve-progress-1280", capsys)
    assert browser.problems() == []  # its inline script ran under the CSP (by hash), nothing blocked
    others = [url for url in browser.requests() if not url.startswith(served.base + "/")]
    assert others == [], others  # the page asked nothing of any other host


def test_a_draft_survives_a_reload_and_escape_cancels(
    served: Served, browser: Browser, capsys: pytest.CaptureFixture
) -> None:
    browser.viewport(390, 844, mobile=True)
    open_stone_game(browser, served)
    replace_text(browser, "# a draft, not saved\n")
    browser.page("Page.reload")
    browser.wait_for("Page.loadEventFired")
    until(browser, "document.getElementById('editor').value === '# a draft, not saved\\n'", 30)
    assert "draft restored" in browser.evaluate("document.getElementById('file-state').textContent")
    file = served.folder / "stone-game.py"
    assert not file.exists() or file.read_text() != "# a draft, not saved\n"  # a draft is not saved

    widths = browser.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    assert widths == [390, 390], widths  # no sideways scrolling on a phone
    # on a phone the open problem has the screen: the list is folded, one button away
    visible = "document.getElementById('list').getBoundingClientRect().height > 0"
    assert browser.evaluate(visible) is False
    browser.evaluate("document.getElementById('toggle-list').focus()")
    key(browser, "Enter", 13, text="\r")
    assert browser.evaluate(visible) is True and browser.evaluate("document.activeElement.id") == "find"
    browser.evaluate("document.getElementById('toggle-list').click()")
    assert browser.evaluate(visible) is False
    replace_text(browser, LOOPING)
    submit_by_keyboard(browser)
    until(browser, "document.getElementById('verdict').textContent.startsWith('judging: case')", 60)
    key(browser, "Escape", 27)
    until(browser, VERDICT, 30)
    assert browser.evaluate(VERDICT) == "cancelled"
    assert browser.evaluate("document.getElementById('cancel').disabled") is True
    shoot(browser, "serve-cancelled-390", capsys)
    replace_text(browser, WRONG)
    submit_by_keyboard(browser)
    until(browser, VERDICT)
    shoot(browser, "serve-wa-390", capsys)
    # Stress draws small inputs (10 piles at most): a solution wrong on small ones
    replace_text(
        browser, "class Solution:\n    def stoneGame(self, piles):\n        return piles[0] > piles[-1]\n"
    )
    browser.evaluate("delete document.getElementById('verdict').dataset.verdict")
    browser.evaluate("document.getElementById('stress').focus()")
    key(browser, "Enter", 13, text="\r")
    until(browser, VERDICT)
    assert browser.evaluate(VERDICT) == "stress-FAIL"
    failure = browser.evaluate("document.getElementById('failure').innerText")
    assert "Stress: the smallest failing input" in failure and "expected\ntrue" in failure
    until(browser, "document.getElementById('verdict').textContent.includes('recorded')", 30)
    shoot(browser, "serve-stress-390", capsys)
    assert browser.problems() == []


OFF_BY_ONE = (
    "class Solution:\n    def stoneGame(self, piles):\n        n = len(piles)\n"
    "        dp = [[0] * n for _ in range(n)]\n        for i in range(n):\n            dp[i][i] = piles[i]\n"
    "        for s in range(2, n + 1):\n            for i in range(n - s + 1):\n                j = i + s - 1\n"
    "                dp[i][j] = max(piles[i] - dp[i + 1][j], piles[j] - dp[i][j - 1]) - (2 if s == 4 else 0)\n"
    "        return dp[0][n - 1] > 0\n"
)
CELLS = """[...document.querySelectorAll('#dp tbody tr')].map(r => [...r.querySelectorAll('td')].map(td =>
  td.textContent === '' ? null : Number(td.textContent)))"""
MARKED = "[...document.querySelectorAll('#dp td.%s')].map(td => td.dataset.cell.split(',').map(Number))"


@pytest.mark.parametrize("width", [1280, 390])
def test_the_table_fills_step_by_step_as_explain_json_says(
    served: Served, browser: Browser, width: int, capsys: pytest.CaptureFixture
) -> None:
    browser.viewport(width, 900, mobile=width < 500)
    open_stone_game(browser, served)
    replace_text(browser, OFF_BY_ONE)
    browser.evaluate("document.querySelector('#explain-box summary').focus()")
    key(browser, "Enter", 13, text="\r")  # opens the box
    assert browser.evaluate("document.getElementById('explain-box').open") is True
    assert browser.evaluate("document.getElementById('explain-input').value") == '{"piles":[5,3,4,5]}'
    browser.evaluate("document.getElementById('explain-mine').focus()")
    key(browser, " ", 32, text=" ")  # Space ticks "compare my saved file"
    assert browser.evaluate("document.getElementById('explain-mine').checked") is True
    browser.evaluate("document.getElementById('explain-input').focus()")
    key(browser, "Enter", 13, text="\r")
    until(browser, "document.getElementById('dp').dataset.step === '0'", 60)
    assert (served.folder / "stone-game.py").read_text() == OFF_BY_ONE  # saved before it was compared

    mine = str(served.folder / "stone-game.py")
    cli = run_judge(
        "explain", "stone-game", mine, "--input", '{"piles": [5, 3, 4, 5]}', "--json", home=served.home
    )
    table = cli.json["table"]
    assert browser.evaluate(CELLS) == table["cells"]
    assert browser.evaluate(MARKED % "answer") == [table["answer_cell"]]
    assert sorted(browser.evaluate(MARKED % "path")) == sorted(table["path"])
    assert browser.evaluate(MARKED % "differs") == [cli.json["yours"]["first_difference"]["cell"]]
    filled = table["fill"]
    assert browser.evaluate(MARKED % "pending") and len(browser.evaluate(MARKED % "pending")) == len(filled)

    browser.evaluate("document.getElementById('dp').focus()")
    for step in range(1, 6):
        key(browser, "ArrowRight", 39)
        assert browser.evaluate("document.getElementById('dp').dataset.step") == str(step)
        assert sorted(browser.evaluate(MARKED % "pending")) == sorted(filled[step:])  # in fill order
        assert browser.evaluate(MARKED % "current") == [filled[step - 1]]
    shoot(browser, f"serve-explain-step5-{width}", capsys)
    key(browser, "End", 35)
    assert browser.evaluate(MARKED % "pending") == []
    key(browser, "ArrowLeft", 37)
    assert browser.evaluate(MARKED % "pending") == [filled[-1]]
    line = browser.evaluate("[...document.querySelectorAll('#ex-line li')].length")
    assert line == len(cli.json["line"])
    assert "first differs" in browser.evaluate("document.getElementById('ex-yours').textContent")
    widths = browser.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    assert widths == [width, width], widths
    assert browser.problems() == []


def test_a_game_played_by_keyboard_to_its_end(
    served: Served, browser: Browser, capsys: pytest.CaptureFixture
) -> None:
    browser.viewport(1280, 900)
    open_stone_game(browser, served)
    browser.evaluate("document.querySelector('#play-box summary').focus()")
    key(browser, "Enter", 13, text="\r")
    browser.evaluate("document.getElementById('play-input').focus()")
    key(browser, "Enter", 13, text="\r")  # a new game on the first example
    until(browser, "document.querySelectorAll('#game-moves button').length", 30)
    offered = browser.evaluate("[...document.querySelectorAll('#game-moves button')].map(b => b.textContent)")
    assert all("then, best play:" in text for text in offered) and len(offered) == 2
    moves = 0
    while browser.evaluate("document.getElementById('game').dataset.over") != "true" and moves < 10:
        assert browser.evaluate("document.activeElement.dataset.key")  # a move has the focus
        before = browser.evaluate("document.getElementById('game-lines').textContent.length")
        key(browser, "Enter", 13, text="\r")  # the focused move: the first offered
        until(browser, f"document.getElementById('game-lines').textContent.length > {before}", 30)
        moves += 1
    lines = browser.evaluate("document.getElementById('game-lines').textContent")
    assert "game over" in lines and "optimal play from the start" in lines and moves == 2
    shoot(browser, "serve-play-1280", capsys)
    assert browser.problems() == []


def test_a_save_from_another_editor_shows_unless_it_would_clobber_edits(
    served: Served, browser: Browser
) -> None:
    browser.viewport(1280, 900)
    (served.folder / "stone-game.py").write_text(WRONG)
    open_stone_game(browser, served)
    browser.evaluate("localStorage.clear()")  # no draft of an earlier test in the way
    browser.page("Page.reload")
    browser.wait_for("Page.loadEventFired")
    until(browser, f"document.getElementById('editor').value === {json.dumps(WRONG)}", 30)
    (served.folder / "stone-game.py").write_text(RIGHT)  # another editor saves
    until(browser, f"document.getElementById('editor').value === {json.dumps(RIGHT)}", 30)
    assert (
        browser.evaluate("document.getElementById('file-state').textContent") == "reloaded: saved elsewhere"
    )
    replace_text(browser, "# mine, unsaved\n")
    (served.folder / "stone-game.py").write_text(WRONG)
    until(browser, "document.getElementById('file-state').textContent.startsWith('changed on disk')", 30)
    assert browser.evaluate("document.getElementById('editor').value") == "# mine, unsaved\n"  # kept
    assert browser.problems() == []


def highlighted(browser: Browser, word: str) -> bool:
    """Whether `word` is a token the editor's language mode colours (a span of its own)."""
    spans = "[...document.querySelectorAll('#editor-host .cm-line span')]"
    return bool(browser.evaluate(f"{spans}.some(s => s.textContent === {json.dumps(word)} && s.className)"))


def test_every_language_is_in_the_file_menu_in_its_own_colours(served: Served, browser: Browser) -> None:
    """The File menu lists every language the judge runs (the registry's, titled); picking one opens
    that language's template in its own mode: Rust's `fn`, TypeScript's `interface` are keywords."""
    open_stone_game(browser, served)
    options = browser.evaluate("[...document.querySelectorAll('#lang option')].map(o => [o.value, o.text])")
    assert options == [[entry.name, entry.title] for entry in LANGUAGES]

    def pick(name: str, template_holds: str) -> None:
        browser.evaluate(
            f"(s => {{ s.value = {json.dumps(name)}; s.dispatchEvent(new Event('change')); }})"
            "(document.getElementById('lang'))"
        )
        until(browser, f"document.getElementById('editor').value.includes({json.dumps(template_holds)})", 60)

    pick("rust", "pub fn stone_game")
    assert browser.evaluate("document.getElementById('file-name').textContent").startswith("stone-game.rs")
    assert highlighted(browser, "fn") and highlighted(browser, "impl")
    pick("typescript", "function stoneGame(piles: number[])")
    replace_text(browser, "interface Move { at: number }\n")
    until(browser, "!!document.querySelector('#editor-host .cm-line span')", 10)
    assert highlighted(browser, "interface")  # a keyword of TypeScript's, a plain name in JavaScript


def test_vim_keys_when_asked_and_remembered(served: Served, browser: Browser) -> None:
    browser.viewport(1280, 900)
    open_stone_game(browser, served)
    replace_text(browser, "first\nsecond\n")
    browser.evaluate("document.getElementById('vim').focus()")
    key(browser, " ", 32, text=" ")  # Space ticks "Vim keys"; the editor takes the focus back
    assert browser.evaluate("localStorage.getItem('judge-vim')") == "on"
    key(browser, "Escape", 27)  # normal mode (no judging runs: the page leaves Escape to Vim)
    for letter in "ggdd":
        key(browser, letter, ord(letter.upper()), text=letter)
    until(browser, "document.getElementById('editor').value === 'second\\n'", 10)
    browser.page("Page.reload")
    browser.wait_for("Page.loadEventFired")
    until(browser, "document.body.dataset.ready === 'true'", 30)
    assert browser.evaluate("document.getElementById('vim').checked") is True  # remembered
    assert browser.problems() == []


def test_the_review_queue_leads_to_its_problem(
    tmp_path: Path, browser: Browser, capsys: pytest.CaptureFixture
) -> None:
    home = tmp_path / "home"
    reference = Path(__file__).resolve().parent.parent / "solutions" / "stone-game" / "reference.py"
    solved = run_judge(
        "submit", "stone-game", str(reference), home=home, env={"JUDGE_NOW": "2026-03-01T12:00:00"}
    )
    assert solved.returncode == 0, solved.stderr
    later = start(tmp_path / "work", home, env={"JUDGE_NOW": "2026-04-10T12:00:00"})
    try:
        browser.viewport(390, 844, mobile=True)
        browser.open(later.link)
        until(browser, "document.body.dataset.ready === 'true'", 60)
        assert browser.evaluate("document.getElementById('review').hidden") is False
        due = browser.evaluate("[...document.querySelectorAll('#review-due a')].map(a => a.dataset.slug)")
        assert due == ["stone-game"]
        badge = "document.querySelector('#problems a[data-slug=stone-game] .due-badge').textContent"
        assert browser.evaluate(badge) == "review due"
        browser.evaluate("document.querySelector('#review-due a').focus()")
        key(browser, "Enter", 13, text="\r")
        until(browser, "document.getElementById('title').textContent === 'Stone Game'", 30)
        shoot(browser, "serve-review-390", capsys)
        assert browser.problems() == []
    finally:
        later.stop()


def test_dark_mode_darkens_the_editor_too(
    served: Served, browser: Browser, capsys: pytest.CaptureFixture
) -> None:
    browser.viewport(1280, 800, dark=True)
    open_stone_game(browser, served)
    gutter = browser.evaluate(
        "getComputedStyle(document.querySelector('#editor-host .cm-gutters')).backgroundColor"
    )
    assert gutter == "rgb(40, 44, 52)"  # One Dark's, not the light theme's near-white
    page = browser.evaluate("getComputedStyle(document.body).backgroundColor")
    assert page != "rgb(255, 255, 255)"
    shoot(browser, "serve-dark-1280", capsys)
    assert browser.problems() == []


def test_another_sites_page_cannot_make_it_write_or_judge(
    served: Served, browser: Browser, tmp_path: Path
) -> None:
    """A hostile page on another origin (here a server on another port: the same site, so even a
    SameSite=Strict cookie goes with its requests) posts a form, text/plain and urlencoded, and a
    no-cors fetch, to the save and submit routes: every one is refused, nothing is written."""
    import http.server
    import threading

    target = f"{served.base}/api/problems/nim-game"
    hostile = f"""<!doctype html><body>
<form id="plain" method="post" enctype="text/plain" action="{target}/file" target="sink1">
<input name='{{"lang": "python", "text": "pwned", "x": "' value='"}}'></form>
<form id="url" method="post" action="{target}/submit" target="sink2"><input name="lang" value="python"></form>
<iframe name="sink1"></iframe><iframe name="sink2"></iframe>
<script>
document.getElementById("plain").submit();
document.getElementById("url").submit();
fetch("{target}/file", {{method: "POST", mode: "no-cors", credentials: "include",
  body: JSON.stringify({{lang: "python", text: "pwned"}})}});
</script></body>""".encode()

    class Hostile(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(hostile)

        def log_message(self, *args: object) -> None:
            pass

    site = http.server.HTTPServer(("127.0.0.1", 0), Hostile)
    threading.Thread(target=site.serve_forever, daemon=True).start()
    try:
        browser.open(served.link)  # the victim's browser holds the cookie
        until(browser, "document.body.dataset.ready === 'true'", 60)
        before = sorted(p.name for p in served.folder.iterdir())
        browser.page("Network.enable")
        browser.open(f"http://127.0.0.1:{site.server_address[1]}/")
        # Each of the three requests (two forms, the fetch) is sent and answered 403; the fetch's
        # answer is hidden from the page (CORP), Chromium says so as a failure of its own.
        sent: dict[str, str] = {}
        answered: dict[str, str] = {}
        deadline = time.monotonic() + 30
        while (len(sent) < 3 or len(answered) < 3) and time.monotonic() < deadline:
            browser.evaluate("0")  # drain: the events sent so far are in browser.events
            for e in browser.events:
                params = e.get("params", {})
                if e.get("method") == "Network.requestWillBeSent" and params["request"]["url"].startswith(
                    target
                ):
                    sent[params["requestId"]] = params["request"]["url"]
                elif e.get("method") == "Network.responseReceived" and params["requestId"] in sent:
                    answered[params["requestId"]] = str(params["response"]["status"])
                elif e.get("method") == "Network.loadingFailed" and params["requestId"] in sent:
                    answered.setdefault(
                        params["requestId"], params.get("blockedReason") or params["errorText"]
                    )
            time.sleep(0.05)
        assert len(sent) == 3, sent
        assert sorted(answered.values()) == ["403", "403", "corp-not-same-origin"], answered
        assert sorted(p.name for p in served.folder.iterdir()) == before  # nothing written
        assert not (served.folder / "nim-game.py").exists()
    finally:
        site.shutdown()
        site.server_close()
