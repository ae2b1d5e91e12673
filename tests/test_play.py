"""`judge play` driven through a pseudo-terminal: keys are typed, the screen is read.

The terminal is stdlib `pty`: the judge runs as a real child with the pty's slave end as its
stdin, stdout and stderr; the test writes keys to the master end and waits for text to appear.
"""

from __future__ import annotations

import os
import pty
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


class Terminal:
    def __init__(self, *args: str, home: Path) -> None:
        master, slave = pty.openpty()
        env = {"JUDGE_HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb"}
        self.process = subprocess.Popen([sys.executable, "-m", "judge", *args], stdin=slave,
                                        stdout=slave, stderr=slave, env=env, cwd=REPO,
                                        start_new_session=True)
        os.close(slave)
        self.master = master
        self.screen = ""
        self.cursor = 0  # where the last match ended: the next expect looks from here

    def expect(self, pattern: str, timeout: float = 30) -> str:
        """Read until `pattern` (a regex) shows after the last match; return the text up to it."""
        start = self.cursor
        deadline = time.monotonic() + timeout
        while not (found := re.search(pattern, self.screen[start:])):
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {pattern!r} on the screen:\n{self.screen}")
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                try:
                    data = os.read(self.master, 4096)
                except OSError:  # the child closed the terminal
                    data = b""
                if not data:
                    raise AssertionError(f"the game ended before {pattern!r}:\n{self.screen}")
                self.screen += data.decode(errors="replace").replace("\r\n", "\n")
        self.cursor = start + found.end()
        return self.screen[start:self.cursor]

    def send(self, keys: str) -> None:
        os.write(self.master, (keys + "\n").encode())

    def close(self) -> int:
        try:
            return self.process.wait(timeout=30)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
            os.close(self.master)


@pytest.fixture
def terminal(tmp_path: Path):
    opened: list[Terminal] = []

    def start(*args: str) -> Terminal:
        opened.append(Terminal(*args, home=tmp_path / "home"))
        return opened[-1]

    yield start
    for term in opened:
        if term.process.poll() is None:
            term.process.kill()
            term.process.wait()


POTS = '{"pots": [4, 6, 2, 3]}'


def test_optimal_game_of_pots_of_gold_ends_9_to_6(terminal) -> None:
    term = terminal("play", "pots-of-gold", "--input", POTS)
    term.expect(r"your move, A:")
    term.send("r")  # A takes 3; B answers by taking 4
    assert "B plays: take 4 from the left" in term.expect(r"your move, A:")
    term.send("l")  # A takes 6; B takes the 2
    end = term.expect(r"you matched optimal play")
    assert "game over: A 9 - B 6" in end
    assert "optimal play from the start: A 9 - B 6" in end
    assert term.close() == 0


def test_a_losing_move_drops_the_result(terminal) -> None:
    term = terminal("play", "pots-of-gold", "--input", POTS)
    term.expect(r"your move, A:")
    term.send("hint")
    shown = term.expect(r"r  take 3 from the right: A finishes 3 ahead")
    assert "l  take 4 from the left: B finishes 1 ahead" in shown
    term.send("l")  # the greedy 4 lets B take the 6
    term.expect(r"your move, A:")
    term.send("l")
    end = term.expect(r"your moves cost you.*\n")
    assert "game over: A 6 - B 9" in end and "optimal play from the start: A 9 - B 6" in end
    assert term.close() == 0


def test_an_illegal_key_is_refused_and_the_opponent_can_start(terminal) -> None:
    term = terminal("play", "nim-game", "--input", '{"n": 5}', "--side", "second")
    term.expect(r"first plays: take 1")  # the opponent leaves 4, a multiple of four
    term.expect(r"your move, second:")
    term.send("7")
    term.expect(r"not a legal move: '7'")
    term.send("q")
    term.expect(r"game abandoned")
    assert term.close() == 1


@pytest.mark.parametrize("slug, args", [
    ("guess-number-higher-or-lower-ii", '{"n": 3}'),
    ("divisor-game", '{"n": 4}'),
    ("can-i-win", '{"maxChoosableInteger": 3, "desiredTotal": 4}'),
    ("game-of-nim", '{"piles": [1, 2]}'),
    ("coins-in-a-line", '{"n": 4}'),
    ("coins-in-a-line-ii", '{"values": [1, 2, 2]}'),
    ("stone-game-vii", '{"stones": [5, 3, 1, 4, 2]}'),
])
def test_other_games_play_to_the_end(terminal, slug: str, args: str) -> None:
    """Always the first offered move, until the game is over."""
    term = terminal("play", slug, "--input", args)
    for _ in range(20):
        shown = term.expect(r"your move, [^:]+:\n\s*\S+\s|game over")
        if "game over" in shown:
            break
        term.send(shown.split()[-1])
    term.expect(r"optimal play from the start: .*\n")
    assert term.close() == 0


def test_no_game_py_is_one_line(terminal) -> None:
    term = terminal("play", "cat-and-mouse")
    term.expect(r"judge: error: cat-and-mouse has no game.py")
    assert term.close() == 2
