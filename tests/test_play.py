"""`judge play` driven through a pseudo-terminal: keys are typed, the screen is read.

The terminal is stdlib `pty`: the judge runs as a real child with the pty's slave end as its
stdin, stdout and stderr; the test writes keys to the master end and waits for text to appear.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


class Terminal:
    def __init__(self, *args: str, home: Path) -> None:
        master, slave = pty.openpty()
        # wide: these tests read a move's line whole; play's lines at 80 columns are
        # tests/test_screen_80x30.py's
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 200, 0, 0))
        env = {"JUDGE_HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb"}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "judge", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            cwd=REPO,
            start_new_session=True,
        )
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
        return self.screen[start : self.cursor]

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


@pytest.mark.parametrize(
    "slug, args",
    [
        ("guess-number-higher-or-lower-ii", '{"n": 3}'),
        ("divisor-game", '{"n": 4}'),
        ("can-i-win", '{"maxChoosableInteger": 3, "desiredTotal": 4}'),
        ("game-of-nim", '{"piles": [1, 2]}'),
        ("coins-in-a-line", '{"n": 4}'),
        ("coins-in-a-line-ii", '{"values": [1, 2, 2]}'),
        ("stone-game-vii", '{"stones": [5, 3, 1, 4, 2]}'),
        ("stone-game-ii", '{"piles": [2, 7, 9, 4, 4]}'),
        ("stone-game-v", '{"stoneValue": [6, 2, 3, 4, 5, 5]}'),
        ("stone-game-vi", '{"aliceValues": [2, 4, 3], "bobValues": [1, 6, 7]}'),
        ("stone-game-viii", '{"stones": [-1, 2, -3, 4, -5]}'),
        ("stone-removal-game", '{"n": 30}'),
    ],
)
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


def test_stone_game_ii_played_optimally_gives_alice_10(terminal) -> None:
    """Alice takes one pile (M stays 1); whatever Bob does, her best answers end 10-16 (example 1)."""
    term = terminal("play", "stone-game-ii", "--input", '{"piles": [2, 7, 9, 4, 4]}')
    term.expect(r"your move, Alice:")
    term.send("hint")
    hints = term.expect(r"take 2 piles \[2, 7\], M becomes 2: [^\n]+\n")
    assert "take 1 pile [2], M becomes 1: Bob finishes 6 ahead" in hints
    term.send("1")
    term.expect(r"Bob plays: take 2 piles \[7, 9\], M becomes 2")
    for _ in range(5):
        shown = term.expect(r"your move, Alice:\n(?:.*\n)*?> |game over")
        if "game over" in shown:
            break
        term.send("hint")
        hints = term.expect(r"hint:[^>]*> ")
        best = max(
            re.findall(r"^\s+(\d+)\s.*: (Alice|Bob) finishes (\d+) ahead$", hints, re.M),
            key=lambda h: int(h[2]) * (1 if h[1] == "Alice" else -1),
        )
        term.send(best[0])
    term.expect(r"you matched optimal play")
    assert "game over: Alice 10 - Bob 16 (you were Alice)" in term.screen
    assert term.close() == 0


def test_stone_game_v_a_worse_cut_costs_points(terminal) -> None:
    """Keeping [6, 2, 3] first scores 18 at best (example 1); keeping [6] first ends the game at 6."""
    term = terminal("play", "stone-game-v", "--input", '{"stoneValue": [6, 2, 3, 4, 5, 5]}')
    term.expect(
        r"3  cut \[6, 2, 3\] \| \[4, 5, 5\]: Bob throws away the larger part, you keep the left \(\+11\)"
    )
    term.send("1")
    term.expect(r"game over: Alice scores 6 \(you were Alice\)")
    term.expect(r"optimal play from the start: Alice scores 18")
    term.expect(r"your moves cost you: Alice scores 6 instead of Alice scores 18")
    assert term.close() == 0


def test_stone_removal_is_forced_and_bob_loses_on_12(terminal) -> None:
    term = terminal("play", "stone-removal-game", "--input", '{"n": 12}', "--side", "second")
    term.expect(r"Alice plays: remove 10, leaving 2")
    term.expect(r"game over: Alice wins \(you were Bob\)")
    assert term.close() == 0


def test_no_game_py_is_one_line(terminal) -> None:
    term = terminal("play", "cat-and-mouse")
    term.expect(r"judge: error: cat-and-mouse has no game.py")
    assert term.close() == 2


# What optimal play in each new game.py gives, as the problem's answer: the games agree with the
# references on every example and test small enough to play.
ANSWER_OF_PLAY = {
    "stone-game-ii": lambda session: session.scores["Alice"],
    "stone-game-v": lambda session: session.final_value(),
    "stone-game-vi": lambda session: (session.final_value() > 0) - (session.final_value() < 0),
    "stone-game-viii": lambda session: session.final_value(),
    "stone-removal-game": lambda session: session.final_value() > 0,
}


@pytest.mark.parametrize("slug", sorted(ANSWER_OF_PLAY))
def test_optimal_play_of_each_game_gives_the_reference_answer(slug: str) -> None:
    from judge.bank.locate import find_bank
    from judge.explain.play import load_game, optimal_session
    from judge.model.errors import InputError

    problem = find_bank(str(REPO / "problems")).load(slug)
    checked = 0
    for case in problem.examples + problem.tests[:40]:
        try:
            game, _ = load_game(problem, dict(case.args))
        except InputError:  # too large to play
            continue
        assert ANSWER_OF_PLAY[slug](optimal_session(game)) == case.expected, case.name
        checked += 1
    assert checked >= 2, slug
