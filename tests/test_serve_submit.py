"""`judge serve`'s pages against the command line: the list is `judge list --json`'s, a statement is
`judge show`'s, a new file is `judge new`'s template, and a submission streamed case by case ends in
the result `judge submit --json` prints and is recorded as `judge submit` records it; Cancel ends a
judging that would run on, and leaves no child. A real server process each (tests/serving.py)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import run_judge
from serving import Served, processes_mentioning, start

WRONG = "class Solution:\n    def stoneGame(self, piles):\n        return piles[0] > piles[-1]\n"
RIGHT = (
    "class Solution:\n    def stoneGame(self, piles):\n"
    "        n = len(piles)\n        best = piles[:]\n"
    "        for size in range(2, n + 1):\n            for i in range(n - size + 1):\n"
    "                best[i] = max(piles[i] - best[i + 1], piles[i + size - 1] - best[i])\n"
    "        return best[0] > 0\n"
)
LOOPING = "class Solution:\n    def stoneGame(self, piles):\n        while True:\n            pass\n"


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    root = tmp_path_factory.mktemp("serve-submit")
    server = start(root / "work", root / "home")
    try:
        yield server
    finally:
        server.stop()


def _get(served: Served, path: str) -> dict:
    reply = served.request("GET", path, served.page_headers())
    assert reply.status == 200, (path, reply.status, reply.body[:300])
    return reply.json()


def _submit(served: Served, text: str, record: bool = True) -> list[dict]:
    saved = served.post("/api/problems/stone-game/file", {"lang": "python", "text": text})
    assert saved.status == 200, saved.body
    started = served.post("/api/problems/stone-game/submit", {"lang": "python", "record": record})
    assert started.status == 200, started.body
    return served.events(started.json()["job"], ("recorded", "cancelled", "error") if record else ("result",))


def test_the_list_is_judge_lists(served: Served) -> None:
    cli = run_judge("list", "--order", "--json", home=served.home).json
    assert _get(served, "/api/problems")["problems"] == cli


def test_a_statement_is_judge_shows(served: Served) -> None:
    shown = run_judge("show", "stone-game", home=served.home)
    assert shown.returncode == 0
    page = _get(served, "/api/problems/stone-game")
    assert page["show"] == shown.stdout and page["slug"] == "stone-game"


def test_a_missing_file_opens_on_judge_news_template(served: Served, tmp_path: Path) -> None:
    for lang, ext in (("python", ".py"), ("java", ".java")):
        page = _get(served, f"/api/problems/divisor-game/file?lang={lang}")
        assert page["exists"] is False and page["file"] == f"divisor-game{ext}"
        run_judge("new", "divisor-game", "--lang", lang, home=served.home, cwd=tmp_path)
        assert page["template"] == (tmp_path / f"divisor-game{ext}").read_text()


def test_saves_from_either_side_are_seen_by_the_other(served: Served) -> None:
    saved = served.post("/api/problems/nim-game/file", {"lang": "python", "text": "# mine\n"})
    assert saved.status == 200 and (served.folder / "nim-game.py").read_text() == "# mine\n"
    first = _get(served, "/api/problems/nim-game/file?lang=python")
    assert first["text"] == "# mine\n" and first["mtime_ns"] == saved.json()["mtime_ns"]
    (served.folder / "nim-game.py").write_text("# from another editor\n")
    second = _get(served, "/api/problems/nim-game/file?lang=python")
    assert second["text"] == "# from another editor\n" and second["mtime_ns"] != first["mtime_ns"]


def test_a_wrong_answer_streams_case_by_case_then_is_recorded(served: Served) -> None:
    events = _submit(served, WRONG)
    kinds = [e["type"] for e in events]
    assert kinds[0] == "started" and kinds[-2:] == ["result", "recorded"]
    judged = [e for e in events if e["type"] == "case"]
    assert [e["index"] for e in judged] == list(range(len(judged)))  # in order, one event a case
    starts = [e for e in events if e["type"] == "started"]
    assert starts and all(s["index"] < len(judged) for s in starts)
    failure = next(e for e in judged if e["verdict"] != "AC")
    assert failure["verdict"] == "WA" and failure["expected"] is True and failure["got"] is False
    result = events[-2]["result"]
    # the command line's own JSON for the same file: the same verdicts, case by case
    cli = run_judge("submit", "stone-game", str(served.folder / "stone-game.py"), "--json", "--no-record",
                    home=served.home).json  # fmt: skip
    assert result["verdict"] == cli["verdict"] == "WA"
    assert [(c["name"], c["verdict"]) for c in result["cases"]] == [
        (c["name"], c["verdict"]) for c in cli["cases"]
    ]
    assert result["failure"]["input"] == cli["failure"]["input"] == failure["input"]
    assert set(result) == set(cli) - {"confinement"}
    assert result["time_limit"]["applied_ms"] > 0
    history = run_judge("history", "stone-game", "--json", home=served.home).json
    assert history[0]["id"] == events[-1]["id"] and history[0]["verdict"] == "WA"
    assert history[0]["solution"] == str((served.folder / "stone-game.py").resolve())


def test_a_right_answer_is_accepted_and_recorded_as_solved(served: Served) -> None:
    events = _submit(served, RIGHT)
    result = events[-2]["result"]
    assert result["verdict"] == "AC" and result["passed"] == result["total"] > 100
    assert all(e["verdict"] == "AC" for e in events if e["type"] == "case")
    listed = {p["slug"]: p["status"] for p in _get(served, "/api/problems")["problems"]}
    assert listed["stone-game"] == "solved"


def test_a_file_that_is_no_solution_is_one_line(served: Served) -> None:
    events = _submit(served, "")
    assert events == [{"type": "error", "message": events[0]["message"]}]
    assert "empty" in events[0]["message"] and "\n" not in events[0]["message"]


def test_cancel_ends_a_judging_before_its_time_limit_and_leaves_no_child(served: Served) -> None:
    limit_ms = _submit(served, WRONG, record=False)[-1]["result"]["time_limit"]["applied_ms"]
    served.post("/api/problems/stone-game/file", {"lang": "python", "text": LOOPING})
    job = served.post("/api/problems/stone-game/submit", {"lang": "python"}).json()["job"]
    served.events(job, ("started",))  # the first case runs (and loops)
    solution = str((served.folder / "stone-game.py").resolve())
    deadline = time.monotonic() + 60
    while not processes_mentioning(solution) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert processes_mentioning(solution), "the looping child should be running"
    asked = time.monotonic()
    assert served.post(f"/api/jobs/{job}/cancel", {}).status == 200
    events = served.events(job)
    took_ms = (time.monotonic() - asked) * 1000
    assert events[-1] == {"type": "cancelled"}
    assert not any(e["type"] in ("result", "recorded") for e in events)
    assert not any(e["type"] == "case" and e["verdict"] == "TLE" for e in events)  # it never got that far
    assert took_ms < limit_ms, (took_ms, limit_ms)  # the case alone would have run its whole limit
    assert not processes_mentioning(solution)
    history = run_judge("history", "stone-game", "--json", home=served.home).json
    assert all(row["verdict"] != "TLE" for row in history)  # a cancelled judging is not recorded
    print(f"\ncancel took {took_ms:.0f} ms (the case's limit: {limit_ms} ms)")


def test_a_new_submission_supersedes_the_running_one(served: Served) -> None:
    served.post("/api/problems/stone-game/file", {"lang": "python", "text": LOOPING})
    first = served.post("/api/problems/stone-game/submit", {"lang": "python"}).json()["job"]
    served.events(first, ("started",))
    served.post("/api/problems/stone-game/file", {"lang": "python", "text": RIGHT})
    second = served.post("/api/problems/stone-game/submit", {"lang": "python", "record": False}).json()["job"]
    assert served.events(first)[-1] == {"type": "cancelled"}
    assert served.events(second, ("result",))[-1]["result"]["verdict"] == "AC"


def test_the_page_is_the_shipped_one(served: Served) -> None:
    page = served.request("GET", "/", {"Cookie": f"judge_token={served.token}"})
    assert page.status == 200
    assert f'content="{served.token}"' in page.body.decode()  # the script's token for its POSTs
    assert json.loads(json.dumps(served.said))[0].startswith("judge serve: solutions in")


def test_run_on_an_input_is_judge_runs_json(served: Served) -> None:
    served.post("/api/problems/stone-game/file", {"lang": "python", "text": WRONG})
    given = {"piles": [2, 9, 1, 3]}  # the first pile is the smaller end: WRONG says false
    started = served.post("/api/problems/stone-game/run", {"lang": "python", "input": given})
    assert started.status == 200, started.body
    events = served.events(started.json()["job"], ("ran", "error"))
    assert [e["type"] for e in events] == ["running", "run", "ran"] and events[-1]["passed"] is False
    cli = run_judge("run", "stone-game", str(served.folder / "stone-game.py"), "--input", json.dumps(given),
                    "--json", home=served.home).json  # fmt: skip
    page = events[1]["run"]
    assert {k: v for k, v in page.items() if k != "time_ms"} == {
        k: v for k, v in cli.items() if k not in ("time_ms", "confinement")
    }
    assert page["verdict"] == "WA" and page["got"] is False and page["expected"] is True
    refused = served.post("/api/problems/stone-game/run", {"lang": "python", "input": {"nums": [1]}})
    events = served.events(refused.json()["job"], ("ran", "error"))
    assert events[-1]["type"] == "error" and "\n" not in events[-1]["message"]


def test_stress_is_judge_stress_json_and_shows_the_shrunk_input(served: Served) -> None:
    served.post("/api/problems/stone-game/file", {"lang": "python", "text": WRONG})
    started = served.post("/api/problems/stone-game/stress", {"lang": "python", "count": 200, "seed": 7})
    assert started.status == 200, started.body
    events = served.events(started.json()["job"], ("stress-recorded", "error", "cancelled"))
    assert [e["type"] for e in events] == ["seeded", "stressed", "stress-recorded"], events
    page = events[1]["stress"]
    cli = run_judge("stress", "stone-game", str(served.folder / "stone-game.py"), "--count", "200", "--seed", "7",
                    "--json", "--no-record", home=served.home).json  # fmt: skip
    assert page == cli and page["verdict"] == "FAIL" and page["counterexample"]["verdict"] == "WA"
    assert events[2]["outcome"] == "WA"
    recorded = run_judge("history", "stone-game", "--stress", "--json", home=served.home).json
    assert str(recorded[0]["seed"]) == "7" and recorded[0]["result"] == "WA"  # the record keeps it as text
    for bad in ({"count": 0}, {"count": "9"}, {"seed": -1}, {"count": True}):
        assert served.post("/api/problems/stone-game/stress", {"lang": "python", **bad}).status == 400


def test_cancel_stops_a_stress_run_between_cases(served: Served) -> None:
    served.post("/api/problems/stone-game/file", {"lang": "python", "text": WRONG})  # events() reads
    served.post("/api/problems/stone-game/file", {"lang": "python", "text": LOOPING})
    job = served.post("/api/problems/stone-game/stress", {"lang": "python", "count": 50}).json()["job"]
    served.events(job, ("seeded",))
    solution = str((served.folder / "stone-game.py").resolve())
    deadline = time.monotonic() + 60
    while not processes_mentioning(solution) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert served.post(f"/api/jobs/{job}/cancel", {}).status == 200
    assert served.events(job, ("cancelled", "stress-recorded", "error"))[-1] == {"type": "cancelled"}
    assert not processes_mentioning(solution)
