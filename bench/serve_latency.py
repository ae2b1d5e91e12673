"""Save to verdict in `judge serve`'s page against `judge watch`'s, in one run (issue 41's goal: the
page within 2x of the watch).

Run from a checkout:  python bench/serve_latency.py [--rounds 10] [--pause 0.6]

Both judge predict-the-winner on a copy of the shipped example, each in a folder of its own (a watch
in the serve's folder would judge the page's saves too, on the same 2 cores), with one JUDGE_HOME,
its caches warmed by the watch's first judging and a first round that is not counted. Three ways to
get from a save to a verdict are timed, each round a wrong answer then the right one, `--pause`
seconds after the last verdict (the user editing), the ways' order turning each round:

- watch: the file is written in place, as bench/watch.py writes it, until `judge watch`'s verdict
  line is read from its output (a pipe).
- page: what the page's Submit does (static/app.js, submit()): the editor's text is POSTed to
  .../file (its save), then .../submit, then the judging's event stream is opened, until the
  `result` event is read from it. The user's click is the start; a Ctrl-S save alone judges nothing.
- outside: the file is written by another editor. The page judges nothing on its own: its follow()
  asks for the file each second (setInterval(follow, 1000), from the page's load) and loads a
  changed one into the editor; the Submit pressed the moment it shows (no reaction time) then runs
  as above. So this is the page's way plus the wait for the next poll, half a second on average.

Requests go through http.client as the page's fetch sends them (token header, Origin, JSON), a new
connection each (the browser would keep one open; on loopback the difference is well under 1 ms).
Prints the medians, the page's over the watch's, and the load average at the start and the end. Every
process it started (the server, the watch, their children) is ended on the way out, on an error or
Ctrl-C too. It asserts nothing about speed: the figures are for reading.
"""

from __future__ import annotations

import argparse
import http.client
import json
import math
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # a fresh clone works without `pip install`

from watch import EXAMPLE, Output, wrong  # bench/ is this script's folder: on sys.path

from judge.serve.app import STREAM_STEP_S

SLUG = "predict-the-winner"
FILE = f"{SLUG}.py"  # the name the page's workspace chooses for a Python solution
LINK = re.compile(r"http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]+)")
FOLLOW_S = 1.0  # app.js: setInterval(follow, 1000)
WAYS = ("watch", "page", "outside")


@dataclass
class Page:
    """The page's requests to the server, as its script makes them."""

    port: int
    token: str
    mtime_ns: int | None = None  # the file's mtime as the page last knew it (state.mtime)
    loaded: float = field(default_factory=time.monotonic)  # the follow() timer's start

    def _request(self, method: str, path: str, payload: Any = None) -> Any:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        try:
            headers = {"X-Judge-Token": self.token, "Origin": f"http://127.0.0.1:{self.port}"}
            body = None
            if payload is not None:
                headers["Content-Type"] = "application/json"
                body = json.dumps(payload).encode()
            connection.request(method, path, body, headers)
            response = connection.getresponse()
            data = response.read()
            if response.status != 200:
                raise SystemExit(f"{method} {path}: {response.status} {data[:300]!r}")
            return json.loads(data)
        finally:
            connection.close()

    def save(self, text: str) -> None:
        saved = self._request("POST", f"/api/problems/{SLUG}/file", {"lang": "python", "text": text})
        self.mtime_ns = saved["mtime_ns"]

    def submit(self, text: str) -> tuple[str, dict[str, float]]:
        """Submit as the button does (save, submit, follow the stream): the verdict and when each
        step ended (monotonic)."""
        marks = {}
        self.save(text)
        marks["saved"] = time.monotonic()
        job = self._request("POST", f"/api/problems/{SLUG}/submit", {"lang": "python"})["job"]
        marks["submitted"] = time.monotonic()
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        try:
            headers = {"X-Judge-Token": self.token, "Origin": f"http://127.0.0.1:{self.port}"}
            connection.request("GET", f"/api/jobs/{job}/events", headers=headers)
            response = connection.getresponse()
            if response.status != 200:
                raise SystemExit(f"the stream: {response.status} {response.read()[:300]!r}")
            for line in response:
                if not line.startswith(b"data: "):
                    continue
                event = json.loads(line[6:])
                marks.setdefault("first event", time.monotonic())
                if event["type"] == "result":
                    marks["verdict"] = time.monotonic()
                    return event["result"]["verdict"], marks
                if event["type"] in ("error", "cancelled"):
                    raise SystemExit(f"the judging ended without a verdict: {event}")
        finally:
            connection.close()
        raise SystemExit("the stream ended without a result")

    def follow_until_changed(self) -> str:
        """follow() on its one-second timer until it sees the file changed: the text it loads."""
        while True:
            now = time.monotonic()
            tick = self.loaded + math.ceil((now - self.loaded) / FOLLOW_S) * FOLLOW_S
            time.sleep(max(0.0, tick - now))
            data = self._request("GET", f"/api/problems/{SLUG}/file?lang=python")
            if data["exists"] and data["mtime_ns"] != self.mtime_ns:
                self.mtime_ns = data["mtime_ns"]
                text: str = data["text"]
                return text


# -- the processes started, and their ending -----------------------------------------------------


def _stat(pid: int) -> tuple[int, int, bytes] | None:
    """(parent pid, start time, state) of a live process, None if it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            fields = handle.read().rsplit(b")", 1)[1].split()
    except OSError:
        return None
    return int(fields[1]), int(fields[19]), fields[0]


def descendants(root: int) -> dict[int, int]:
    """The live processes below `root`: pid -> start time (so a pid reused meanwhile is not taken)."""
    table = {}
    for name in os.listdir("/proc"):
        if name.isdigit() and (found := _stat(int(name))) is not None and found[2] not in (b"Z", b"X"):
            table[int(name)] = found
    below: dict[int, int] = {}
    for pid, (parent, start, _) in table.items():
        chain = {pid}
        while parent in table and parent not in chain and parent != root:
            chain.add(parent)
            parent = table[parent][0]
        if parent == root:
            below[pid] = start
    return below


def mentioning(text: str) -> dict[int, int]:
    """Live processes whose command line names `text` (this run's own temporary folder)."""
    found = {}
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == os.getpid():
            continue
        try:
            with open(f"/proc/{name}/cmdline", "rb") as handle:
                command = handle.read()
        except OSError:
            continue
        state = _stat(int(name))
        if text.encode() in command and state is not None and state[2] not in (b"Z", b"X"):
            found[int(name)] = state[1]
    return found


def kill_left(processes: dict[int, int]) -> list[str]:
    """SIGKILL those of `processes` still running (same pid, same start): the ones killed, each as
    its pid and command."""
    killed = []
    for pid, start in processes.items():
        found = _stat(pid)
        if found is not None and found[1] == start and found[2] not in (b"Z", b"X"):
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as handle:
                    command = handle.read().replace(b"\0", b" ").decode(errors="replace").strip()
                os.kill(pid, signal.SIGKILL)
                killed.append(f"{pid} {command[:160]}")
            except (ProcessLookupError, FileNotFoundError):
                pass
    return killed


def stop(process: subprocess.Popen[bytes]) -> list[str]:
    """Ctrl-C, as a user ends `judge serve` and `judge watch`; a kill if it does not end within
    30 s. Then whatever it had started and left is killed: the pids that were (none, normally)."""
    below = descendants(process.pid)
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
    try:
        process.wait(30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    return kill_left(below)


def on_term(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt  # a kill of the bench ends its processes as Ctrl-C does


# -- the run ---------------------------------------------------------------------------------------


@dataclass
class Timings:
    ms: dict[str, list[tuple[str, float]]] = field(default_factory=lambda: {way: [] for way in WAYS})
    steps: dict[str, list[float]] = field(default_factory=dict)  # the page's, from the click on


def run(options: argparse.Namespace, folder: Path, started: list[subprocess.Popen[bytes]]) -> None:
    right = EXAMPLE.read_text()
    assert wrong(right) != right, "the example changed: bench/watch.py's wrong answer no longer applies"
    env = {
        **os.environ,
        "JUDGE_HOME": str(folder / "home"),
        "COLUMNS": "100",
        "PYTHONPATH": os.pathsep.join(filter(None, (str(ROOT), os.environ.get("PYTHONPATH")))),
    }
    (folder / "watch").mkdir()
    (folder / "serve").mkdir()
    watched, served = folder / "watch" / FILE, folder / "serve" / FILE
    watched.write_text(right)
    served.write_text(right)

    load_start = os.getloadavg()
    watcher = subprocess.Popen(
        [sys.executable, "-m", "judge", "watch", SLUG, FILE],
        cwd=watched.parent,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # Ctrl-C at the terminal reaches the bench alone, which ends it
    )
    started.append(watcher)
    assert watcher.stdout is not None
    watch_output = Output(watcher.stdout.fileno())
    watch_output.verdict(120)  # the first judging: calibration and the expected values, cached now

    with open(folder / "serve.log", "wb") as log:  # the child keeps its own copy
        server = subprocess.Popen(
            [sys.executable, "-m", "judge", "serve"],
            cwd=served.parent,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=log,
            start_new_session=True,
        )
        started.append(server)
    assert server.stdout is not None
    link, _ = Output(server.stdout.fileno()).line(LINK, 60, "link")
    found = LINK.search(link)
    assert found is not None
    page = Page(int(found.group(1)), found.group(2))

    saves = 0
    timings = Timings()

    def one(way: str, source: str) -> float:
        nonlocal saves
        saves += 1
        text = f"{source}\n# save {saves}\n"
        time.sleep(options.pause)
        start = time.monotonic()
        if way == "watch":
            with open(watched, "w") as handle:
                handle.write(text)
            line, seen = watch_output.verdict(60)
            verdict = line.split()[0]
        elif way == "page":
            verdict, marks = page.submit(text)
            seen = marks["verdict"]
            for step, at in marks.items():
                timings.steps.setdefault(step, []).append((at - start) * 1000)
        else:
            with open(served, "w") as handle:
                handle.write(text)
            verdict, marks = page.submit(page.follow_until_changed())
            seen = marks["verdict"]
        expected = "AC" if source is right else "WA"
        if verdict != expected:
            raise SystemExit(f"{way}: {verdict}, expected {expected}")
        return (seen - start) * 1000

    for number in range(options.rounds + 1):  # the first one warms the page's side: not counted
        turn = number % len(WAYS)
        for way in WAYS[turn:] + WAYS[:turn]:
            for source in (wrong(right), right):
                took = one(way, source)
                if number > 0:
                    timings.ms[way].append(("AC" if source is right else "WA", took))
        if number == 0:
            timings.steps.clear()
    load_end = os.getloadavg()
    report(options, timings, load_start, load_end)


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else math.nan


def report(
    options: argparse.Namespace,
    timings: Timings,
    load_start: tuple[float, float, float],
    load_end: tuple[float, float, float],
) -> None:
    def by(way: str, verdict: str | None = None) -> list[float]:
        return [ms for seen, ms in timings.ms[way] if verdict is None or seen == verdict]

    print(
        f"save -> verdict on {SLUG}, judge watch against judge serve's page: {options.rounds} rounds, "
        f"each a WA save then an AC save per way, {options.pause} s after the last verdict"
    )
    names = {
        "watch": "watch    file written -> the watch's verdict line (pipe)",
        "page": "page     Submit: save POST + submit POST -> the stream's result event",
        "outside": f"outside  file written -> follow() (every {FOLLOW_S:g} s) sees it -> Submit -> result",
    }
    for way in WAYS:
        every = by(way)
        print(
            f"  {names[way]}\n"
            f"           median {_median(every):.1f} ms (WA {_median(by(way, 'WA')):.1f}, "
            f"AC {_median(by(way, 'AC')):.1f}), min {min(every):.1f}, max {max(every):.1f}; "
            f"each: {' '.join(f'{ms:.0f}' for ms in every)}"
        )
    steps = ", ".join(f"{step} {_median(ms):.1f}" for step, ms in timings.steps.items())
    print(
        f"  the page's steps from the click, medians (ms): {steps} (the stream looks every {STREAM_STEP_S * 1000:.0f} ms)"
    )
    watch, page, outside = (_median(by(way)) for way in WAYS)
    print(
        f"  ratio page / watch: {page / watch:.2f} (WA {_median(by('page', 'WA')) / _median(by('watch', 'WA')):.2f}, "
        f"AC {_median(by('page', 'AC')) / _median(by('watch', 'AC')):.2f}); outside / watch: {outside / watch:.2f}"
    )
    print(
        f"  load average at start {' '.join(f'{x:.2f}' for x in load_start)}, "
        f"at end {' '.join(f'{x:.2f}' for x in load_end)} (1, 5, 15 min; {os.cpu_count()} cores)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=10, help="rounds counted (after one warm-up round)")
    parser.add_argument(
        "--pause", type=float, default=0.6, help="seconds between a verdict and the next save"
    )
    options = parser.parse_args()
    signal.signal(signal.SIGTERM, on_term)
    # Started in the background, the bench inherits SIGINT ignored, and the children would too: then
    # the Ctrl-C stop() sends them would do nothing. A handler here is reset to the default in them.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    folder = Path(tempfile.mkdtemp(prefix="bench-serve-"))
    started: list[subprocess.Popen[bytes]] = []
    try:
        run(options, folder, started)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        raise SystemExit(130) from None
    except SystemExit:
        log = folder / "serve.log"
        if log.exists() and log.stat().st_size:
            print(f"judge serve's stderr:\n{log.read_text()[-2000:]}", file=sys.stderr)
        raise
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C must not cut the ending short
        killed = [pid for process in reversed(started) for pid in stop(process)]
        if killed:
            time.sleep(0.2)  # a process killed a moment ago may still show until it is reaped
        killed += kill_left(mentioning(str(folder)))
        for process in started:
            for stream in (process.stdout, process.stderr):
                if stream is not None:
                    stream.close()
        shutil.rmtree(folder, ignore_errors=True)
        if killed:
            print("killed, left running by the processes it started:", *killed, sep="\n  ", file=sys.stderr)


if __name__ == "__main__":
    main()
