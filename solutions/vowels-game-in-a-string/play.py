"""One optimal line of play for the Vowels Game with the value of each state along it. The states
are strings (no table); their values follow from counting vowels, which `value` states and the test
checks against an exhaustive search of short strings:
- Alice to move wins exactly when the string holds a vowel: with an odd count she deletes it all;
  with an even one she deletes all but the last vowel, and Bob cannot delete a lone vowel.
- Bob to move wins exactly when the string is non-empty and holds an even number of vowels: he
  deletes the stretch from the first vowel to the last (or any letter when there is none), leaving
  Alice no vowel.
"""

from __future__ import annotations

NOTE = ("vowels-game-in-a-string has no table (a state is the string itself): the optimal line of play "
        "is shown with the value of each state, which counting the vowels decides")
LIMIT = {"s": 40}
PLAYERS = ("Alice", "Bob")
VOWELS = set("aeiou")


def value(s: str, turn: int) -> int:
    """The winner (0 Alice, 1 Bob) of `s` with `turn` to move."""
    vowels = sum(ch in VOWELS for ch in s)
    if turn == 0:
        return 0 if vowels else 1
    return 1 if s and vowels % 2 == 0 else 0


def line_of_play(s: str) -> list[dict]:
    turns, turn = [], 0
    while True:
        at = [i for i, ch in enumerate(s) if ch in VOWELS]
        state = f'"{s}" ({_vowels(len(at))})'
        row = {"player": PLAYERS[turn], "scores": {}, "state": state, "value": f"{PLAYERS[value(s, turn)]} wins"}
        cut = _best_cut(s, at, turn)
        if cut is None:
            turns.append({**row, "move": "has no legal deletion and loses"})
            return turns
        i, j = cut
        turns.append({**row, "move": f'deletes "{s[i:j]}" ({_vowels(sum(ch in VOWELS for ch in s[i:j]))})'})
        s = s[:i] + s[j:]
        turn = 1 - turn


def _best_cut(s: str, at: list[int], turn: int) -> tuple[int, int] | None:
    """The [i, j) the mover deletes: the winning deletion above, or for a loser the shortest legal one
    (it only delays the end). None when no deletion is legal."""
    if turn == 0:  # Alice: an odd number of vowels
        if not at:
            return None
        return (0, len(s)) if len(at) % 2 else (0, at[-1])
    if not s:
        return None
    if len(at) % 2 == 0:  # Bob wins: take every vowel with him (or any letter when there is none)
        return (at[0], at[-1] + 1) if at else (0, 1)
    plain = next((i for i, ch in enumerate(s) if ch not in VOWELS), None)  # an odd count: a consonant
    return None if plain is None else (plain, plain + 1)


def _vowels(count: int) -> str:
    return f"{count} vowel{'' if count == 1 else 's'}"
