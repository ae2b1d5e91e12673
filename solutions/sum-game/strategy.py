"""Hypothesis inputs for Sum Game (used by `judge stress` and verify's random comparison).

Plain random strings almost never balance (Bob wins only when 2 * gap == 9 * (right '?' - left '?')),
so half the draws are built around that equation: '?' counts per half, some digits, then digits
nudged until the gap is the balancing one (or, with `flip`, its mirror image, which Alice wins but
sign-blind formulas get wrong). Shrinking works on those parts, so counterexamples end up tiny.
"""

from __future__ import annotations

from hypothesis import strategies as st

ALPHABET = "0?9123456785"


def _nudge(left: list[int], right: list[int], target: int) -> None:
    """Change digits, left half first, to bring left sum - right sum as close to `target` as one
    pass can."""
    gap = sum(left) - sum(right)
    for digits, sign in ((left, 1), (right, -1)):
        for i, value in enumerate(digits):
            if gap == target:
                return
            best = min(range(10), key=lambda d: (abs(gap + sign * (d - value) - target), d))
            gap += sign * (best - value)
            digits[i] = best


def _build(parts: tuple[list[int], list[int], int, int, bool]) -> dict:
    left, right, ql, qr, flip = parts
    left, right = list(left), list(right)
    if (ql + qr) % 2:
        qr += 1
    width = max(len(left) + ql, len(right) + qr, 1)
    left += [0] * (width - len(left) - ql)
    right += [0] * (width - len(right) - qr)
    target = 9 * (qr - ql) // 2
    _nudge(left, right, -target if flip else target)
    num = "?" * ql + "".join(map(str, left)) + "".join(map(str, right)) + "?" * qr
    return {"num": num}


def strategy(max_size: int) -> st.SearchStrategy:
    half = max(1, max_size // 2)
    random_text = st.integers(1, half).flatmap(
        lambda h: st.text(alphabet=ALPHABET, min_size=2 * h, max_size=2 * h)).map(
        lambda num: {"num": num})
    digits = st.lists(st.integers(0, 9), max_size=half)
    counts = st.integers(0, half)
    built = st.tuples(digits, digits, counts, counts, st.booleans()).map(_build).filter(
        lambda args: len(args["num"]) <= max(2, max_size))
    return st.one_of(built, random_text)
