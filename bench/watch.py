"""`judge watch` timed from outside, as an editor and a user see it: from a save of the file to the
verdict line on the screen.

Run from a checkout with judge installed:  python bench/watch.py [--saves 10] [--pty] [--wa]

It starts `judge watch predict-the-winner` on a copy of the shipped example in a temporary folder
(JUDGE_HOME there too, its caches warmed by the first judging), waits for the first verdict, then
saves the file `--saves` times, `--pause` seconds apart (the user editing): each save writes the
whole file in place, as most editors do, with a new comment line so that its content changes. The
time of a save runs from just before the write to the moment the verdict line (`AC Accepted: ...`)
is read from the watch's output: a pipe by default (plain output), a pseudo-terminal with `--pty`
(the live line and colours, as a terminal shows them). `--wa` alternates the right solution with a
wrong one, so that every other save re-judges after a WA. Prints the median, the spread and the
load average before and after. Goal (issue 30): median <= 80 ms on the shipped example.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "predict_the_winner.py"
JUDGE = Path(sys.executable).with_name("judge")
VERDICT = re.compile(r"^(AC|WA|TLE|MLE|RE|OLE|IE) [A-Z][A-Za-z ]*: \d+/\d+ passed")
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r")


class Output:
    """The watch's output, read line by line with a deadline, from a pipe or a pty's master."""

    def __init__(self, fd: int) -> None:
        self.fd, self.pending = fd, b""

    def verdict(self, timeout_s: float) -> tuple[str, float]:
        """The next verdict line and the monotonic time it was read."""
        return self.line(VERDICT, timeout_s, "verdict line")

    def line(self, pattern: re.Pattern[str], timeout_s: float, what: str) -> tuple[str, float]:
        """The next line that `pattern` matches (colours stripped) and the monotonic time it was read;
        the lines before it are dropped. `what` names it in the error if none comes."""
        import select

        deadline = time.monotonic() + timeout_s
        while True:
            while b"\n" in self.pending:
                raw, self.pending = self.pending.split(b"\n", 1)
                line = ANSI.sub("", raw.decode("utf-8", "replace")).strip()
                if pattern.search(line):
                    return line, time.monotonic()
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.fd], [], [], left)[0]:
                raise SystemExit(f"no {what} within {timeout_s} s")
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:  # a pty's master reads EIO once the child is gone
                chunk = b""
            if not chunk:
                raise SystemExit(f"the process ended before its {what}")
            self.pending += chunk


def wrong(source: str) -> str:
    return source.replace("return lead(0, len(nums) - 1) >= 0", "return lead(0, len(nums) - 1) > 0")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--saves", type=int, default=10)
    parser.add_argument(
        "--pause", type=float, default=0.6, help="seconds between a verdict and the next save"
    )
    parser.add_argument("--pty", action="store_true", help="a pseudo-terminal instead of a pipe")
    parser.add_argument("--wa", action="store_true", help="every other save is a wrong answer")
    options = parser.parse_args()
    right = EXAMPLE.read_text()
    assert wrong(right) != right, "the example changed: bench/watch.py's wrong answer no longer applies"
    folder = Path(tempfile.mkdtemp(prefix="bench-watch-"))
    file = folder / "predict-the-winner.py"
    file.write_text(right)
    env = {**os.environ, "JUDGE_HOME": str(folder / "home"), "COLUMNS": "100"}
    if options.pty:
        import pty

        master, slave = pty.openpty()
        process = subprocess.Popen(
            [str(JUDGE), "watch", "predict-the-winner", file.name],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            cwd=folder,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        read_fd = master
    else:
        process = subprocess.Popen(
            [str(JUDGE), "watch", "predict-the-winner", file.name],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            cwd=folder,
            env=env,
        )
        assert process.stdout is not None
        read_fd = process.stdout.fileno()
    output = Output(read_fd)
    load_before = os.getloadavg()
    times: list[float] = []
    verdicts: list[str] = []
    try:
        output.verdict(60)  # the first judging: calibration, the tests' expected values, all cached now
        for save in range(options.saves):
            time.sleep(options.pause)
            source = wrong(right) if options.wa and save % 2 == 0 else right
            text = f"{source}\n# save {save}\n"
            start = time.monotonic()
            with open(file, "w") as handle:
                handle.write(text)
            line, seen = output.verdict(30)
            times.append((seen - start) * 1000)
            verdicts.append(line.split()[0])
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        shutil.rmtree(folder, ignore_errors=True)
    load_after = os.getloadavg()
    expected = ["WA" if options.wa and n % 2 == 0 else "AC" for n in range(options.saves)]
    if verdicts != expected:
        raise SystemExit(f"wrong verdicts: {verdicts} (expected {expected})")
    print(
        f"judge watch, save -> verdict line ({'pty' if options.pty else 'pipe'}), {options.saves} saves"
        f"{', every other one WA' if options.wa else ''}"
    )
    print("  each (ms): " + " ".join(f"{t:.0f}" for t in times))
    print(f"  median {statistics.median(times):.1f} ms, min {min(times):.1f}, max {max(times):.1f}")
    print(f"  load average {load_before[0]:.2f} before, {load_after[0]:.2f} after ({os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
