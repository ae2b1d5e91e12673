"""The search's draws: seeded samples of the input space, sizes ramping up, mended to keep the
problem's own rules (its validator.py, one call of its child a batch), repeats left out."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from judge.bank.spec import Problem
from judge.grading.validation import repaired
from judge.stress.duel import input_key
from judge.stress.sampling import Space

RAMP_SHARE = 3  # sizes grow to the maximum over the first 1/RAMP_SHARE of the draws,
RAMP_MAX_DRAWS = 40  # but spend no more than this many draws on each size on the way

Drawn = tuple[dict[str, Any], str, list]  # an input, its key and the choices hypothesis would make


@dataclass
class Draws:
    """One job's draws, in order: the same seed gives the same inputs."""

    problem: Problem
    space: Space
    rng: random.Random
    count: int
    max_size: int
    seen: Callable[[str], bool]  # judged already (by the duel)
    draws: int = 0
    keys: set[str] = field(default_factory=set)

    def take(self, wanted: int) -> list[Drawn]:
        """Up to `wanted` new inputs (fewer once a tiny input space is used up)."""
        ramp = max(1, min(self.count // RAMP_SHARE, RAMP_MAX_DRAWS * self.max_size))
        most = 5 * self.count + 100  # draws: a tiny input space ends the search early
        batch: list[Drawn] = []
        while len(batch) < wanted and self.draws < most:
            sampled: list[tuple[dict[str, Any], list]] = []
            while len(sampled) < wanted - len(batch) and self.draws < most:
                # sizes grow with the draws, repeats included: a used-up small space moves on
                size = min(self.max_size, 1 + self.draws * self.max_size // ramp)
                self.draws += 1
                args, choices = self.space.sample(self.rng, size)
                if args is not None:
                    sampled.append((args, choices))
            mended = repaired(self.problem, [args for args, _ in sampled])
            for args, (_, choices) in zip(mended, sampled):
                if args is None:
                    continue  # still breaks one of the problem's own rules
                key = input_key(args)
                if key in self.keys or self.seen(key):
                    continue  # repeats are not cases
                self.keys.add(key)
                batch.append((args, key, choices))
        return batch
