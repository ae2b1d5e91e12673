"""The rules of 843's inputs the spec's constraints cannot say: six lowercase letters a word, the
words distinct, the secret one of them.

validate(args) -> the rules the input breaks (empty when it keeps them); repair(args) -> an input
that keeps them, made from a random one (each word folded into six letters of a small alphabet, so
that words look alike as in the hard tests; repeats dropped; the secret one of the words), so that
`judge stress`'s random games are games the interactor can play."""

from __future__ import annotations

RULES = (
    "words: every word has 6 lowercase letters",
    "words: the words are distinct",
    "secret: the secret is one of the words",
)
ALPHABET = "abcd"


def validate(args: dict) -> list[str]:
    words, broken = args["words"], []
    if not all(len(w) == 6 and w.isascii() and w.isalpha() and w.islower() for w in words):
        broken.append(RULES[0])
    if len(set(words)) != len(words):
        broken.append(RULES[1])
    if args["secret"] not in words:
        broken.append(RULES[2])
    return broken


def _folded(text: str) -> str:
    letters = [ALPHABET[ord(c) % len(ALPHABET)] for c in text[:6]]
    return "".join(letters + ["a"] * (6 - len(letters)))


def repair(args: dict) -> dict:
    words = list(dict.fromkeys(_folded(w) for w in args["words"]))
    secret = _folded(args["secret"])
    if secret not in words:
        secret = words[sum(map(ord, args["secret"])) % len(words)]
    return {**args, "words": words, "secret": secret}
