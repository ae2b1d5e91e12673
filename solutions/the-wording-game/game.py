"""The Wording Game for `judge play`: Alice's smallest word is played for her, then each player in
turn plays a word of their own that is greater than the last one and starts with its letter or the
next; the player with no such word loses. A move's key is the word itself."""

from __future__ import annotations

from typing import Any

from games import WinGame

LIMIT = {"a": 60, "b": 60}


def fits(word: str, last: str) -> bool:
    return word > last and ord(word[0]) - ord(last[0]) in (0, 1)


class WordingGame(WinGame):
    """State (last word, player to move): play only grows, so nothing else matters."""

    def __init__(self, a: list[str], b: list[str]) -> None:
        self.hands = (sorted(a), sorted(b))

    def start(self) -> Any:
        return (self.hands[0][0], 1)  # Alice's first word is forced

    def moves(self, state: Any) -> list[dict]:
        last, turn = state
        return [{"key": word, "label": f"play {word!r}", "next": (word, 1 - turn), "gain": 0, "points": {}}
                for word in self.hands[turn] if fits(word, last)]

    def show(self, state: Any) -> str:
        last, turn = state
        left = [w for w in self.hands[turn] if w > last]
        return f"last word: {last!r}; {self.players[turn]} holds {left or 'nothing greater'}"


def make(a: list[str], b: list[str]) -> WordingGame:
    return WordingGame(a, b)
