"""A real `judge serve` in a child process for the serve tests, and raw HTTP requests to it.

The server is started as a user starts it (`python -m judge serve` in a folder, its link read from
stdout) and ended as a user ends it (SIGINT, as Ctrl-C sends); `stop()` then checks that it exited
cleanly and that nothing it started is left. Requests go through http.client, which sends exactly
the headers given (Host included), as an attacker's client or page would.
"""

from __future__ import annotations

import http.client
import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class Served:
    process: subprocess.Popen[str]
    folder: Path
    home: Path
    link: str
    port: int
    token: str
    said: list[str] = field(default_factory=list)
    lines: queue.Queue[str | None] | None = None  # the rest of its stdout, read on a thread

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def request(
        self,
        method: str,
        path: str,
        headers: dict[str, str] | None = None,
        body: bytes | None = None,
        timeout: float = 60,
    ) -> Reply:
        """One request with exactly `headers` (no token unless given; Host 127.0.0.1:PORT unless given)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
            sent = {"Host": f"127.0.0.1:{self.port}", **(headers or {})}
            for name, value in sent.items():
                connection.putheader(name, value)
            if body is not None:
                connection.putheader("Content-Length", str(len(body)))
            connection.endheaders(body)
            response = connection.getresponse()
            return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
        finally:
            connection.close()

    def page_headers(self, **extra: str) -> dict[str, str]:
        """What the page's own script sends: the token header and its Origin."""
        return {"X-Judge-Token": self.token, "Origin": self.base, **extra}

    def post(self, path: str, payload: Any, headers: dict[str, str] | None = None) -> Reply:
        sent = headers if headers is not None else self.page_headers(**{"Content-Type": "application/json"})
        return self.request("POST", path, sent, json.dumps(payload).encode())

    def events(self, job: str, until: tuple[str, ...] = ("recorded", "cancelled", "error")) -> list[dict]:
        """A judging's events, read from its stream as they come, until one of kind `until` (or the end)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        found: list[dict] = []
        try:
            connection.putrequest("GET", f"/api/jobs/{job}/events", skip_host=True, skip_accept_encoding=True)
            for name, value in {"Host": f"127.0.0.1:{self.port}", **self.page_headers()}.items():
                connection.putheader(name, value)
            connection.endheaders()
            response = connection.getresponse()
            assert response.status == 200, response.read()
            for line in response:
                if line.startswith(b"data: "):
                    found.append(json.loads(line[6:]))
                    if found[-1]["type"] in until:
                        break
        finally:
            connection.close()
        return found

    def stop(self) -> None:
        """Ctrl-C: the server must exit 0 and leave no process of its own behind."""
        from conftest import live_descendants

        started = live_descendants(self.process.pid)  # its judged children, explain's support children
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        try:
            code = self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise AssertionError("judge serve did not end on SIGINT") from None
        assert code == 0, (code, self.process.stderr.read() if self.process.stderr else "")
        while self.lines is not None and (line := self.lines.get(timeout=10)) is not None:
            self.said.append(line.rstrip("\n"))
        left = processes_mentioning(str(self.folder))
        assert not left, f"left running after judge serve ended: {left}"
        deadline = time.monotonic() + 5  # killed a moment ago: may still be exiting
        while (
            alive := {pid: c for pid, c in started.items() if _running(pid)}
        ) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not alive, f"outlived judge serve: {alive}"


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            return handle.read().rsplit(b")", 1)[1].split()[0] not in (b"Z", b"X")
    except OSError:
        return False


def processes_mentioning(text: str) -> dict[int, str]:
    """Live processes whose command line names `text` (a judged solution's child names its file)."""
    found = {}
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == os.getpid():
            continue
        try:
            with open(f"/proc/{name}/cmdline", "rb") as handle:
                command = handle.read().replace(b"\0", b" ").decode(errors="replace")
            with open(f"/proc/{name}/stat", "rb") as handle:
                state = handle.read().rsplit(b")", 1)[1].split()[0]
        except OSError:
            continue
        if text in command and state not in (b"Z", b"X"):
            found[int(name)] = command[:200]
    return found


def start(folder: Path, home: Path, env: dict[str, str] | None = None) -> Served:
    """`judge serve` started in `folder`, once it has printed its link."""
    folder.mkdir(parents=True, exist_ok=True)
    environment = {
        "JUDGE_HOME": str(home),
        "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8",
        **{k: os.environ[k] for k in ("JUDGE_CALIBRATION", "JUDGE_TIME_FACTOR") if os.environ.get(k)},
        **(env or {}),
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "judge", "serve"],
        cwd=folder,
        env=environment,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    said: list[str] = []
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:  # a thread: a buffered text pipe and select() do not mix
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            break
        if line is None:
            break
        said.append(line.rstrip("\n"))
        found = re.search(r"http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]+)", line)
        if found:
            link, port, token = found.group(0), int(found.group(1)), found.group(2)
            return Served(process, folder, home, link, port, token, said, lines)
    process.kill()
    process.wait()
    raise AssertionError(
        f"judge serve printed no link: {said} {process.stderr.read() if process.stderr else ''}"
    )
