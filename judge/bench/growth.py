"""Growth fitting: (n, time) points to "grows like n^2.0" or "exponential". Pure: no I/O, no clock.

A polynomial a*n^k is a straight line of slope k on a log-log scale; an exponential a*b^n is a
straight line of slope log(b) against n itself, so on the log-log scale its slope keeps rising. A
measured time also holds a fixed cost per call (the smallest time seen estimates it): it is taken
off every time, and only the points well above it are fitted.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

MIN_POINTS = 3  # fewer fitted points than this and there is no fit
FLOOR_OVER_SMALLEST = 4.0  # fit only points that take at least this many times the fixed cost
EXPONENTIAL_MIN_POINTS = 4
TOP_SPAN = 16  # the exponent comes from sizes within this factor of the largest (lower terms fade)
EXPONENTIAL_MIN_BASE = 1.4  # time ratio per +1 of n from which growth is called exponential
# a power law steeper than this over the sizes measured is no polynomial anyone writes for these
# problems: with a base past EXPONENTIAL_MIN_BASE it is the exponential, its points made noisy by load
MAX_POLYNOMIAL_EXPONENT = 6.0


@dataclass(frozen=True)
class Point:
    n: int
    time_ms: float


@dataclass(frozen=True)
class Growth:
    """How time grows with n, fitted on `fitted` (the sizes used)."""

    kind: str  # "polynomial", "exponential", or "unknown" (too few usable points)
    exponent: float | None = None  # the log-log slope: time ~ n^exponent
    base: float | None = None  # time ratio per +1 of n (time ~ base^n); set when exponential
    fitted: tuple[int, ...] = ()

    def describe(self) -> str:
        if self.kind == "exponential" and self.base is not None:
            return f"exponential (about {self.base:.2f}^n: x{self.base:.2f} per +1 of n)"
        if self.kind == "polynomial" and self.exponent is not None:
            return f"n^{self.exponent:.1f}"
        return "unknown (too few sizes took measurable time)"

    def short(self) -> str:
        if self.kind == "exponential" and self.base is not None:
            return f"{self.base:.2f}^n"
        if self.kind == "polynomial" and self.exponent is not None:
            return f"n^{self.exponent:.1f}"
        return "?"


def line_fit(xs: Sequence[float], ys: Sequence[float]) -> tuple[float, float, float]:
    """Least-squares line y = intercept + slope * x: (slope, intercept, residual sum of squares)."""
    count = len(xs)
    mean_x = sum(xs) / count
    mean_y = sum(ys) / count
    sxx = sum((x - mean_x) ** 2 for x in xs)
    if sxx == 0:
        return 0.0, mean_y, sum((y - mean_y) ** 2 for y in ys)
    slope = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys)) / sxx
    intercept = mean_y - slope * mean_x
    residual = sum((y - intercept - slope * x) ** 2 for x, y in zip(xs, ys))
    return slope, intercept, residual


def usable(points: Sequence[Point]) -> list[Point]:
    """The points worth fitting, fixed cost taken off: one per n (sorted), well above that cost."""
    by_n: dict[int, Point] = {}
    for point in points:
        if point.n > 0 and point.time_ms > 0 and math.isfinite(point.time_ms):
            by_n[point.n] = point
    ordered = [by_n[n] for n in sorted(by_n)]
    if len(ordered) < MIN_POINTS:
        return ordered
    fixed = min(p.time_ms for p in ordered)
    chosen = [Point(p.n, p.time_ms - fixed) for p in ordered if p.time_ms >= fixed * FLOOR_OVER_SMALLEST]
    if len(chosen) < MIN_POINTS:  # everything is near the fixed cost: the largest sizes, as they are
        chosen = ordered[-MIN_POINTS:]
    return chosen


def fit_growth(points: Sequence[Point]) -> Growth:
    """Fit time against n: a power law, or an exponential when that clearly fits better."""
    chosen = usable(points)
    if len(chosen) < MIN_POINTS:
        return Growth("unknown", fitted=tuple(p.n for p in chosen))
    ns = [float(p.n) for p in chosen]
    logs_t = [math.log(p.time_ms) for p in chosen]
    logs_n = [math.log(n) for n in ns]
    exponent, _, power_residual = line_fit(logs_n, logs_t)
    fitted = tuple(p.n for p in chosen)
    if len(chosen) >= EXPONENTIAL_MIN_POINTS:
        rate, _, exponential_residual = line_fit(ns, logs_t)
        base = math.exp(rate)
        if base >= EXPONENTIAL_MIN_BASE and (
            (exponential_residual < power_residual and slope_keeps_rising(ns, logs_t))
            or exponent > MAX_POLYNOMIAL_EXPONENT
        ):
            return Growth("exponential", exponent=exponent, base=base, fitted=fitted)
    # n^3/6 + n^2 looks like n^2.7 over n = 8..512 and like n^2.8 over 32..512: what the largest
    # sizes say is the growth that matters
    top = [i for i, n in enumerate(ns) if n * TOP_SPAN >= ns[-1]]
    if len(top) >= MIN_POINTS:
        exponent = line_fit([logs_n[i] for i in top], [logs_t[i] for i in top])[0]
        fitted = tuple(chosen[i].n for i in top)
    return Growth("polynomial", exponent=exponent, fitted=fitted)


def slope_keeps_rising(ns: Sequence[float], logs_t: Sequence[float]) -> bool:
    """Whether the log-log slope rises from the smaller half of the sizes to the larger half.

    For n^k it stays k; for b^n it is n*log(b), so it grows like the sizes themselves. Rising means
    closer to the exponential's rise than to the polynomial's none.
    """
    middle = len(ns) // 2
    lower_n, upper_n = ns[: middle + 1], ns[middle:]
    logs_n = [math.log(n) for n in ns]
    lower = line_fit(logs_n[: middle + 1], logs_t[: middle + 1])[0]
    upper = line_fit(logs_n[middle:], logs_t[middle:])[0]
    if lower <= 0 or upper <= 0:
        return False
    exponential_rise = (sum(upper_n) / len(upper_n)) / (sum(lower_n) / len(lower_n))
    return upper / lower > (1 + exponential_rise) / 2
