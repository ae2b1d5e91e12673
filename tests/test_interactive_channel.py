"""A hostile solution against an interactive problem's channel (374 through the real CLI, real
children): it floods calls it never reads the answers of, writes garbage and an endless line on
the channel, calls after its game ended, closes the channel, or goes after the interactor's
process and files. Each gets a verdict of the solution's (never IE: the interactor did nothing
wrong), the judge always finishes, and no process is left behind.

The solution reaches the raw pipes the way any code can: through the closure of LeetCode's `guess`.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from conftest import live_descendants, run_judge
from test_interactive import BINARY_SEARCH, GUESS, ROOT

from judge.sandbox import isolation, landlock

# the call pipe's and the answer pipe's numbers, found in the closures behind the API's `guess`
PIPES = (
    "import os, signal, threading, time\n"
    "def _free(function, name, seen=()):\n"
    "    cells = dict(zip(function.__code__.co_freevars, function.__closure__ or ()))\n"
    "    if name in cells:\n"
    "        return cells[name].cell_contents\n"
    "    for cell in cells.values():\n"
    "        inner = cell.cell_contents\n"
    "        if callable(inner) and hasattr(inner, '__code__') and inner not in seen:\n"
    "            found = _free(inner, name, (*seen, function))\n"
    "            if found is not None:\n"
    "                return found\n"
    "CALLS, ANSWERS = _free(guess, 'call_fd'), _free(guess, 'answer_fd')\n"
    "assert isinstance(CALLS, int) and isinstance(ANSWERS, int)\n"
)
SEARCH = textwrap.dedent(BINARY_SEARCH.split("def guessNumber(self, n: int) -> int:\n", 1)[1])


def judged(tmp_path: Path, home: Path, code: str) -> dict:
    """The report of `code` on 374, after checking the judge ended as it should and left nothing."""
    before = live_descendants()
    path = tmp_path / "mine.py"
    path.write_text(code)
    done = run_judge("submit", GUESS, str(path), "--json", "--no-record", home=home)
    assert done.returncode in (0, 1), done.stderr  # 2 would be an internal error: the judge's
    report = json.loads(done.stdout)
    assert report["verdict"] != "IE", report["failure"]
    assert live_descendants() == before
    return report


def solution(body: str) -> str:
    """A Solution whose guessNumber runs `body` (indented 8), the pipes' numbers known."""
    indented = "".join(f"        {line}\n" for line in body.splitlines())
    return PIPES + "class Solution:\n    def guessNumber(self, n):\n" + indented


def test_a_flood_of_calls_whose_answers_are_never_read_is_the_solutions_verdict(
    tmp_path: Path, home: Path
) -> None:
    # 4 MiB of calls, no answer read: the interactor's answers fill their pipe long before
    # (the interactor blocks on its answers, the solution on its calls: the wall deadline ends it)
    report = judged(tmp_path, home, solution("os.write(CALLS, b'guess 1\\n' * (1 << 19))\nreturn 1"))
    assert report["verdict"] == "TLE" and "wall-clock" in report["failure"]["message"], report["failure"]


def test_a_flood_from_a_thread_after_which_the_case_returns_never_blocks_the_interactor(
    tmp_path: Path, home: Path
) -> None:
    # the case returns while a thread floods: the interactor, its answers unread, must still serve the
    # judge's end of the game (blocked on them, it answered nothing for 10 s: an IE)
    body = "threading.Thread(target=os.write, args=(CALLS, b'guess 1\\n' * (1 << 19)), daemon=True).start()\n"
    body += "time.sleep(0.3)\nreturn 1"
    report = judged(tmp_path, home, solution(body))
    assert report["verdict"] in ("WA", "TLE"), report["failure"]


def test_garbage_on_the_channel_is_the_solutions_wrong_answer(tmp_path: Path, home: Path) -> None:
    body = "os.write(CALLS, b'\\xff\\xfe not a call\\n guess [1, 2]\\n')\ntime.sleep(0.2)\nreturn 1"
    report = judged(tmp_path, home, solution(body))
    assert report["verdict"] == "WA", report["failure"]
    assert "is no call of this problem's API" in report["failure"]["message"], report["failure"]


def test_an_endless_line_on_the_channel_does_not_exhaust_the_interactor(tmp_path: Path, home: Path) -> None:
    # 64 MiB with no newline: an interactor that kept it all would run out of memory (an IE)
    body = "chunk = b'9' * (1 << 20)\nfor _ in range(64):\n    os.write(CALLS, chunk)\nreturn 1"
    report = judged(tmp_path, home, solution(body))
    assert report["verdict"] == "WA", report["failure"]  # dropped past 1 MiB, and judged as garbage
    assert "is no call of this problem's API" in report["failure"]["message"], report["failure"]


def test_calls_after_the_game_ended_are_refused_and_judged(tmp_path: Path, home: Path) -> None:
    # a thread goes on calling after the case returned: between games, and into the next game
    body = (
        "def pester():\n"
        "    while True:\n"
        "        guess(1)\n"
        "threading.Thread(target=pester, daemon=True).start()\n" + SEARCH
    )
    report = judged(tmp_path, home, solution(body))
    assert report["verdict"] in ("WA", "RE"), report["failure"]


def test_a_closed_channel_is_the_solutions_verdict(tmp_path: Path, home: Path) -> None:
    report = judged(tmp_path, home, solution("os.close(CALLS)\nos.close(ANSWERS)\nreturn guess(1)"))
    assert report["verdict"] == "RE" and "OSError" in report["failure"]["message"], report["failure"]
    report = judged(tmp_path, home, solution("os.close(CALLS)\nos.close(ANSWERS)\nreturn 1"))
    assert report["verdict"] == "WA", report["failure"]  # the game judges what it returned


@pytest.mark.skipif(
    not isolation.support().pid_namespace and landlock.support().abi < 6,
    reason="without a PID namespace or Landlock's signal scope, kill(-1) reaches the judge's user",
)
def test_the_interactors_process_and_files_are_out_of_reach(tmp_path: Path, home: Path) -> None:
    interactor = ROOT / "solutions" / GUESS / "interactor.py"
    body = (
        "import ctypes\n"
        "reached = []\n"
        f"try:\n    open({str(interactor)!r}).read()\n    reached.append('its file')\nexcept OSError:\n    pass\n"
        "try:\n    reached.append(f'/proc lists {len(os.listdir(\"/proc\"))}')\nexcept OSError:\n    pass\n"
        "for pid in range(1, 300):\n"
        "    try:\n"
        "        os.listdir(f'/proc/{pid}/fd')\n"
        "        reached.append(f'/proc/{pid}/fd')\n"
        "    except OSError:\n"
        "        pass\n"
        "libc = ctypes.CDLL(None, use_errno=True)\n"
        "libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]\n"
        "reached += [f'ptrace {pid}' for pid in range(1, 300) if libc.ptrace(16, pid, None, None) == 0]\n"
        "try:\n    os.kill(-1, signal.SIGKILL)  # every process it may signal\nexcept OSError:\n    pass\n"
        "time.sleep(0.2)\n"
        "if reached:\n    raise RuntimeError(f'reached {reached}')\n" + SEARCH
    )
    report = judged(tmp_path, home, solution(body))
    # the interactor, alive and unread, plays every game: each binary search is accepted
    assert report["verdict"] == "AC", report["failure"]
