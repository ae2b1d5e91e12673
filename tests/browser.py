"""A headless Chromium driven over the Chrome DevTools Protocol, for the report page tests.

No extra dependency: Chromium's `--remote-debugging-pipe` speaks CDP as NUL-separated JSON on file
descriptors 3 (commands in) and 4 (replies and events out), the transport Puppeteer and Playwright
use themselves. No port is opened, and the browser runs in a process group of its own that
`close()` ends (it exits by itself on Browser.close; the group is killed only if it does not).

The binary is the distribution's `chromium` (CHROMIUM to override); tests skip when there is none,
except under CI (CI=true), where a missing browser is a failure.
"""

from __future__ import annotations

import base64
import json
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

FLAGS = [
    "--headless",
    "--no-sandbox",  # the tests may run as root
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
    "--remote-debugging-pipe",
]


def chromium_path() -> str | None:
    return os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")


class BrowserError(AssertionError):
    pass


class Browser:
    """One Chromium and one page (a CDP session attached to it)."""

    def __init__(self, binary: str, timeout: float = 60.0) -> None:
        self.timeout = timeout
        self.events: list[dict[str, Any]] = []
        self._profile = tempfile.mkdtemp(prefix="judge-chromium-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def wire() -> None:  # in the child, before exec: its fd 3 reads commands, fd 4 replies
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        self.process = subprocess.Popen(
            [binary, *FLAGS, f"--user-data-dir={self._profile}", "about:blank"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(3, 4),
            preexec_fn=wire,
            start_new_session=True,
        )
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next_id = 0
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.page(f"{domain}.enable")

    # -- protocol ----------------------------------------------------------------------------------
    def call(self, method: str, session: str | None = None, **params: Any) -> dict[str, Any]:
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def page(self, method: str, **params: Any) -> dict[str, Any]:
        return self.call(method, session=self.session, **params)

    def _read(self) -> dict[str, Any]:
        deadline = time.monotonic() + self.timeout
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self._from_browser], [], [], max(0.0, left))
            if not ready:
                raise BrowserError(f"no answer from Chromium in {self.timeout:g} s")
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise BrowserError(f"Chromium closed the pipe (exit {self.process.poll()})")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method: str) -> dict[str, Any]:
        for index, event in enumerate(self.events):
            if event.get("method") == method:
                return self.events.pop(index)
        while True:
            event = self._read()
            if event.get("method") == method:
                return event
            if "method" in event:
                self.events.append(event)

    # -- what the tests use ------------------------------------------------------------------------
    def viewport(self, width: int, height: int, dark: bool = False, mobile: bool = False) -> None:
        self.page(
            "Emulation.setDeviceMetricsOverride",
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=mobile,
        )
        scheme = "dark" if dark else "light"
        self.page("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])

    def open(self, url: str) -> None:
        self.page("Page.navigate", url=url)
        self.wait_for("Page.loadEventFired")

    def evaluate(self, expression: str) -> Any:
        result = self.page("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression[:60]}...: {result['exceptionDetails']}")
        return result["result"].get("value")

    def screenshot(self, path: Path) -> Path:
        """The whole page, not only the viewport, as PNG."""
        data = self.page("Page.captureScreenshot", format="png", captureBeyondViewport=True)
        path.write_bytes(base64.b64decode(data["data"]))
        return path

    def problems(self) -> list[str]:
        """Console errors and warnings, uncaught exceptions and log errors seen so far."""
        self.evaluate("0")  # drain: events sent before this reply are now in self.events
        found = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append(
                    f"exception: {params['exceptionDetails'].get('text')} "
                    f"{params['exceptionDetails'].get('exception', {}).get('description')}"
                )
            elif method == "Runtime.consoleAPICalled" and params.get("type") in (
                "error",
                "warning",
                "assert",
            ):
                texts = [str(a.get("value", a.get("description"))) for a in params.get("args", [])]
                found.append(f"console.{params['type']}: {' '.join(texts)}")
            elif method == "Log.entryAdded" and params["entry"]["level"] in ("error", "warning"):
                found.append(f"log {params['entry']['level']}: {params['entry']['text']}")
        return found

    def requests(self) -> list[str]:
        return [
            e["params"]["request"]["url"]
            for e in self.events
            if e.get("method") == "Network.requestWillBeSent"
        ]

    def close(self) -> None:
        try:
            if self.process.poll() is None:
                self.call("Browser.close")
        except (BrowserError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        # Helpers (zygote, renderers) share the group; any still exiting are ended too.
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and _group_alive(self.process.pid):
            time.sleep(0.05)
        if _group_alive(self.process.pid):
            os.killpg(self.process.pid, signal.SIGKILL)
        for fd in (self._to_browser, self._from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self._profile, ignore_errors=True)

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _group_alive(group: int) -> bool:
    try:
        os.killpg(group, 0)
        return True
    except (ProcessLookupError, PermissionError):
        return False
