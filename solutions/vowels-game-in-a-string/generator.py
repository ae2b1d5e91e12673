"""Inputs for the vowels game: lowercase strings that often have no vowel or only one or two, so
the answer is not almost always true; 'y' is common among the consonants."""

from __future__ import annotations

import random
import string

MAX_LENGTH = 100_000
VOWELS = "aeiou"
CONSONANTS = "".join(ch for ch in string.ascii_lowercase if ch not in VOWELS)


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(1, MAX_LENGTH) if size is None else max(1, min(size, MAX_LENGTH))
    letters = [rng.choice(CONSONANTS + "yyy") for _ in range(length)]
    mode = rng.random()
    if mode < 0.35:
        vowels = 0
    elif mode < 0.7:
        vowels = rng.randint(1, min(2, length))
    else:
        vowels = rng.randint(0, length)
    for at in rng.sample(range(length), vowels):
        letters[at] = rng.choice(VOWELS)
    return {"s": "".join(letters)}
