"""The rules of 2868's input the spec's generic constraints cannot say: words are non-empty and of
lowercase letters, each list is sorted, no word is in both lists (or twice in one), and all the
words together have at most 10^6 letters.

validate(args) -> the rules the input breaks; repair(args) -> an input that keeps them, made from a
random one, so that stress's random inputs do (and shrink)."""

from __future__ import annotations

TOTAL = 10**6
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def validate(args: dict) -> list[str]:
    a, b = args["a"], args["b"]
    broken = []
    words = a + b
    if any(not w or not all("a" <= ch <= "z" for ch in w) for w in words):
        broken.append("a, b: every word is non-empty and of lowercase letters")
    if a != sorted(a) or b != sorted(b):
        broken.append("a, b: each list is sorted")
    if len(set(words)) != len(words):
        broken.append("a, b: all words differ (in one list and across both)")
    if sum(map(len, words)) > TOTAL:
        broken.append("a, b: at most 10^6 letters in all")
    return broken


def _word(raw: str) -> str:
    return "".join(LETTERS[ord(ch) % 26] for ch in raw) or "a"


def repair(args: dict) -> dict:
    a = sorted({_word(w) for w in args["a"]}) or ["a"]
    taken = set(a)
    b = sorted({_word(w) for w in args["b"]} - taken)
    if not b:
        extra = "b"
        while extra in taken:
            extra += "b"
        b = [extra]
    return {**args, "a": a, "b": b}
