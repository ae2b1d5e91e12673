"""The CLI on a pseudo-terminal of a given size, as a person at a laptop sees it.

`TerminalRun` starts `python -m judge ...` with its stdout on a pty of `columns` x `rows` (COLUMNS
set too), stderr on a pipe; `read_until` collects the screen's bytes as they come, `interrupt` sends
SIGINT to the judge itself (its children are in sessions of their own, as in real use).
"""

from __future__ import annotations

import fcntl
import os
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

from interrupting import interrupt

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r")


class TerminalRun:
    def __init__(
        self,
        *args: str,
        home: Path,
        columns: int = 80,
        rows: int = 50,
        problems: Path | None = None,
        cwd: Path | None = None,
    ) -> None:
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        command = [sys.executable, "-m", "judge"]
        if problems is not None:
            command += ["--problems", str(problems)]
        env = {
            "JUDGE_HOME": str(home),
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
            "COLUMNS": str(columns),
            "LINES": str(rows),
        }
        self.process = subprocess.Popen(
            [*command, *args], stdin=slave, stdout=slave, stderr=subprocess.PIPE, env=env, cwd=cwd
        )
        os.close(slave)
        self.master = master
        self.raw = b""
        self.interrupted = ""  # the judge's SIGINT state when interrupt() sent it (interrupting.py)

    def read_until(self, pattern: str, timeout: float = 60) -> bool:
        """Read the screen until `pattern` (a regex on the text without escapes; `.` matches a
        newline too) shows."""
        give_up = time.monotonic() + timeout
        while not re.search(pattern, self.text, re.S):
            if time.monotonic() > give_up or not self._read(give_up - time.monotonic()):
                return False
        return True

    def _read(self, timeout: float) -> bool:
        ready, _, _ = select.select([self.master], [], [], max(0.0, min(timeout, 0.5)))
        if not ready:
            return self.process.poll() is None
        try:
            chunk = os.read(self.master, 65536)
        except OSError:  # EIO: the other side is closed
            return False
        self.raw += chunk
        return bool(chunk)

    def interrupt(self) -> None:
        self.interrupted = interrupt(self.process.pid)

    def finish(self, timeout: float = 120) -> tuple[int, str, str]:
        """(exit code, the screen's final text, as `screen` draws it, stderr) once it has ended."""
        give_up = time.monotonic() + timeout
        while self._read(give_up - time.monotonic()) and time.monotonic() < give_up:
            pass
        try:
            code = self.process.wait(timeout=max(0.1, give_up - time.monotonic()))
        except subprocess.TimeoutExpired as exc:
            if self.interrupted:
                raise AssertionError(
                    f"the judge did not end after SIGINT; when sent: {self.interrupted}"
                ) from exc
            raise
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
            while self._read(0):
                pass
            os.close(self.master)
        stderr = self.process.stderr.read().decode() if self.process.stderr else ""
        return code, "\n".join(screen(self.raw.decode("utf-8", "replace"))), stderr

    @property
    def text(self) -> str:
        """Everything written so far, escapes taken out (lines a live display erased included)."""
        return ANSI.sub("", self.raw.decode("utf-8", "replace"))


TOKEN = re.compile(r"\x1b\[([0-9;?]*)([A-Za-z])|\x1b\][^\x07]*\x07|[\r\n]|[^\x1b\r\n]")


def screen(output: str) -> list[str]:
    """The lines a terminal shows after `output`, for what rich writes: text, CR, LF, cursor up
    and down, erasing a line and the screen; colours ignored. A line is never wrapped here, so a
    line longer than the terminal shows as such."""
    lines: list[list[str]] = [[]]
    row = column = 0
    for match in TOKEN.finditer(output):
        text, (argument, command) = match.group(0), match.groups()
        if command:
            count = int(argument) if argument.isdigit() else 1
            if command == "A":
                row = max(0, row - count)
            elif command == "B":
                row += count
            elif command == "K":
                line = lines[row] if row < len(lines) else []
                del line[0 if argument == "2" else column :]
            elif command == "J" and argument == "2":
                lines, row, column = [[]], 0, 0
            elif command == "H":
                row = column = 0
            continue
        if text == "\r":
            column = 0
        elif text == "\n":
            row, column = row + 1, 0
        elif not text.startswith("\x1b"):
            while len(lines) <= row:
                lines.append([])
            line = lines[row]
            line.extend(" " * (column - len(line)))
            line[column : column + 1] = [text]
            column += 1
    return ["".join(line).rstrip() for line in lines]


def run_on_terminal(*args: str, home: Path, columns: int = 80, **more) -> tuple[int, str, str]:
    return TerminalRun(*args, home=home, columns=columns, **more).finish()
