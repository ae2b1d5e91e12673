"""Inputs for 2868: two sorted lists of distinct words. Words whose first letters sit in a window of
a few consecutive letters (elsewhere they never meet), windows that end at 'z' (where there is no
next letter), and full lists of 10^5 words a side crowded into three letters (the slowest tests);
every small game over {a, b} and over {y, z} for exhaustive checks."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

LETTERS = "abcdefghijklmnopqrstuvwxyz"
MOST, TOTAL = 100_000, 10**6


def _words(rng: random.Random, count: int, firsts: str, tail: str, longest: int) -> list[str]:
    found: set[str] = set()
    tries = 0
    while len(found) < count and tries < 20 * count:
        tries += 1
        length = rng.randint(1, longest)
        found.add(rng.choice(firsts) + "".join(rng.choice(tail) for _ in range(length - 1)))
    return sorted(found)


PAIRS = [x + y for x in LETTERS for y in LETTERS]


def _five(first: str, rest: int) -> str:
    """`first` and four more letters: the base-26 digits of `rest` (two at a time)."""
    return first + PAIRS[rest // 676] + PAIRS[rest % 676]


def generate(rng: random.Random, size: int | None) -> dict:
    # full lists only when asked for (size 10^5): each is 10^6 letters to draw and to send
    shape = "full" if size is not None and size >= MOST else rng.choice(("window", "near-z", "window"))
    if shape == "full":  # 2 * 10^5 words of five letters: 10^6 letters in all, the most allowed
        # sorted numbers make sorted words (the digits are the letters), dealt out in turn: a long game
        start = rng.randint(0, 23)
        numbers = sorted(rng.sample(range(3 * 26**4), 2 * MOST))
        pool = [_five(LETTERS[start + v // 26**4], v % 26**4) for v in numbers]
        return {"a": pool[0::2], "b": pool[1::2]}
    count = rng.randint(1, 200) if size is None else max(1, min(size, MOST))
    width = rng.randint(2, 4)
    start = 26 - width if shape == "near-z" else rng.randint(0, 26 - width)
    tail = LETTERS[start:start + rng.randint(1, 3)]
    pool = _words(rng, 2 * count, LETTERS[start:start + width], tail, 4)
    rng.shuffle(pool)
    split = max(1, min(len(pool) - 1, rng.randint(1, len(pool) - 1) if len(pool) > 1 else 1))
    a, b = sorted(pool[:split]), sorted(pool[split:]) or ["z" * 6]
    return {"a": a, "b": b}


def small_inputs(size: int) -> Iterator[dict]:
    """Every split of the words of one or two letters over {a, b}, then over {y, z}, between Alice,
    Bob and neither, both lists non-empty and at most `size` long, shortest lists first."""
    found = []
    for pair in ("ab", "yz"):
        words = [w for n in (1, 2) for w in map("".join, itertools.product(pair, repeat=n))]
        for owners in itertools.product((0, 1, 2), repeat=len(words)):
            a = sorted(w for w, o in zip(words, owners) if o == 0)
            b = sorted(w for w, o in zip(words, owners) if o == 1)
            if a and b and max(len(a), len(b)) <= size:
                found.append({"a": a, "b": b})
    found.sort(key=lambda args: max(len(args["a"]), len(args["b"])))
    yield from found
