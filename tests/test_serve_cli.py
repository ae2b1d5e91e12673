"""`judge serve` as a command: a fresh token each start, a port already taken is one line and exit 2,
Ctrl-C is the normal end (exit 0, nothing left: tests/serving.py's stop)."""

from __future__ import annotations

from pathlib import Path

from conftest import run_judge
from serving import start


def test_each_start_has_its_own_token_and_a_taken_port_is_one_line(tmp_path: Path) -> None:
    first = start(tmp_path / "a", tmp_path / "home")
    try:
        second = start(tmp_path / "b", tmp_path / "home")
        try:
            assert first.token != second.token and first.port != second.port
            assert first.request("GET", "/api/problems", {"X-Judge-Token": second.token}).status == 403
        finally:
            second.stop()
        taken = run_judge(
            "serve", "--port", str(first.port), home=tmp_path / "home", process=True, timeout=60
        )
        assert taken.returncode == 2
        assert taken.stderr.strip().splitlines() == [
            f"judge: error: --port {first.port}: cannot listen on 127.0.0.1: Address already in use"
        ]
        assert "Traceback" not in taken.stderr and "token" not in taken.stdout
    finally:
        first.stop()
    assert first.said[-2:] == ["Ctrl-C ends it", "judge serve ended"]


def test_a_port_out_of_range_is_refused(tmp_path: Path) -> None:
    refused = run_judge("serve", "--port", "70000", home=tmp_path / "home")
    assert refused.returncode == 2 and "70000" in refused.stderr and "Traceback" not in refused.stderr


def test_ctrl_c_mid_judging_ends_the_server_and_its_children(tmp_path: Path) -> None:
    """A looping submission running and its stream open: Ctrl-C still ends everything, exit 0."""
    import http.client
    import time

    from serving import processes_mentioning

    # Python's limit 100x the spec's: the loop's TLE (under a second here otherwise) cannot come, and
    # be recorded, before the Ctrl-C does, however slow the machine is in between
    served = start(tmp_path / "work", tmp_path / "home", env={"JUDGE_TIME_FACTOR": "python=100"})
    try:
        looping = "class Solution:\n    def stoneGame(self, piles):\n        while True:\n            pass\n"
        served.post("/api/problems/stone-game/file", {"lang": "python", "text": looping})
        job = served.post("/api/problems/stone-game/submit", {"lang": "python"}).json()["job"]
        served.events(job, ("started",))
        connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=60)  # a stream left open
        connection.putrequest("GET", f"/api/jobs/{job}/events", skip_host=True)
        for name, value in {"Host": f"127.0.0.1:{served.port}", **served.page_headers()}.items():
            connection.putheader(name, value)
        connection.endheaders()
        solution = str((served.folder / "stone-game.py").resolve())
        deadline = time.monotonic() + 60
        while not processes_mentioning(solution) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert processes_mentioning(solution)
    finally:
        served.stop()  # SIGINT; exit 0; nothing of it left (the looping child included)
    history = run_judge("history", "--json", home=tmp_path / "home")
    assert history.returncode == 0 and history.json == []  # nothing recorded


def test_the_review_queue_is_judge_reviews(tmp_path: Path) -> None:
    """Stone Game solved 40 days before the server's today: due, as `judge review --json` says."""
    reference = Path(__file__).resolve().parent.parent / "solutions" / "stone-game" / "reference.py"
    home = tmp_path / "home"
    solved = run_judge(
        "submit", "stone-game", str(reference), home=home, env={"JUDGE_NOW": "2026-03-01T12:00:00"}
    )
    assert solved.returncode == 0, solved.stderr
    later = {"JUDGE_NOW": "2026-04-10T12:00:00"}
    served = start(tmp_path / "work", home, env=later)
    try:
        page = served.request("GET", "/api/review", served.page_headers())
        assert page.status == 200
        cli = run_judge("review", "--json", home=home, env=later).json
        assert page.json() == cli and [r["slug"] for r in cli["due"]] == ["stone-game"]
    finally:
        served.stop()
