"""Random inputs for Chalkboard XOR Game: a length (size, or uniform in the limits), numbers below a
random cap (small caps give zeros and repeats), and one time in three the last number set so that
the whole board XORs to 0, a case plain random numbers almost never hit."""

from __future__ import annotations

import random

MAX_LENGTH = 1000
CAPS = (1, 3, 15, 255, 65535, 65535)


def generate(rng: random.Random, size: int | None) -> dict:
    length = rng.randint(1, MAX_LENGTH) if size is None else max(1, min(size, MAX_LENGTH))
    cap = rng.choice(CAPS)
    nums = [rng.randint(0, cap) for _ in range(length)]
    if rng.random() < 1 / 3:
        rest = 0
        for num in nums[:-1]:
            rest ^= num
        nums[-1] = rest  # below 2^16, as every number is
    return {"nums": nums}
