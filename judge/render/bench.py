"""Rendering `judge bench` results: a summary, a log-log chart in the terminal, an optional PNG."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from judge.model.errors import JudgeError

if TYPE_CHECKING:
    from rich.console import Console

    from judge.bench.timing import BenchResult, Series, SizePoint

MARKERS = {"yours": "o", "reference": "+"}
BOTH = "*"


def format_ms(ms: float) -> str:
    if ms >= 1000:
        return f"{ms / 1000:.2f} s"
    if ms >= 10:
        return f"{ms:.0f} ms"
    if ms >= 0.1:
        return f"{ms:.2f} ms"
    return f"{ms * 1000:.1f} µs"


def growth_sentence(result: BenchResult) -> str:
    """ "your time grows like n^2.0 (reference n^2.0)"."""
    yours, reference = result.yours.growth, result.reference.growth
    if yours.kind == "exponential":
        head = f"your time grows exponentially, about x{yours.base:.2f} per +1 of n"
    elif yours.kind == "polynomial":
        head = f"your time grows like n^{yours.exponent:.1f}"
    else:
        head = "your time's growth is unknown (too few sizes took measurable time)"
    return f"{head} (reference {reference.short()})"


def chart(series: Sequence[Series], width: int = 60, height: int = 14) -> list[str]:
    """A log-log scatter of time against n, one marker per series (`*` where they meet)."""
    points = [(s.label, p) for s in series for p in s.points if p.time_ms > 0 and p.measured_n > 0]
    if not points:
        return ["(no points to chart)"]
    xs = [math.log(p.measured_n) for _, p in points]
    ys = [math.log(p.time_ms) for _, p in points]
    x_low, x_high = min(xs), max(xs)
    y_low, y_high = min(ys), max(ys)
    grid = [[" "] * width for _ in range(height)]
    for (label, _), x, y in zip(points, xs, ys):
        column = _scale(x, x_low, x_high, width)
        row = height - 1 - _scale(y, y_low, y_high, height)
        mark = MARKERS.get(label, "x")
        current = grid[row][column]
        grid[row][column] = mark if current in (" ", mark) else BOTH
    labels = {
        0: format_ms(math.exp(y_high)),
        height - 1: format_ms(math.exp(y_low)),
        height // 2: format_ms(math.exp((y_low + y_high) / 2)),
    }
    pad = max(len(text) for text in labels.values())
    legend = f"{MARKERS['yours']} yours   {MARKERS['reference']} reference   {BOTH} both"
    lines = [f"{'time':>{pad}} (log scale)   {legend}"]
    for row in range(height):
        lines.append(f"{labels.get(row, ''):>{pad}} |" + "".join(grid[row]).rstrip())
    lines.append(" " * pad + " +" + "-" * width)
    low_n, high_n = str(round(math.exp(x_low))), str(round(math.exp(x_high)))
    middle = "n (log scale)"
    gap = max(1, width - len(low_n) - len(high_n) - len(middle))
    lines.append(" " * (pad + 2) + low_n + " " * (gap // 2) + middle + " " * (gap - gap // 2) + high_n)
    return lines


def _scale(value: float, low: float, high: float, cells: int) -> int:
    if high <= low:
        return 0
    return min(cells - 1, max(0, round((value - low) / (high - low) * (cells - 1))))


def progress_line(n: int, points: dict[str, SizePoint]) -> str:
    """One size's times, labelled with the real n of its inputs (both sides get the same ones)."""
    parts = [
        f"{label} {format_ms(point.time_ms):>9}" for label, point in sorted(points.items(), reverse=True)
    ]
    real = next(iter(points.values())).measured_n if points else n
    return f"  n={real:<7}" + "   ".join(parts)


def limit_sentence(result: BenchResult) -> str:
    """Where your solution passes the problem's time limit, as `judge submit` would judge it."""
    limit = f"the {result.limit_ms} ms limit"
    over = result.over_limit_from
    if over is not None:
        return f"over {limit} from n={over} on: judge submit gives TLE on inputs that large"
    top = max((p.measured_n for p in result.yours.points), default=0)
    if result.yours.stopped and result.budget_ms < result.limit_ms:
        return (
            f"within {limit} up to n={top}; the budget stopped it before the limit "
            f"(--budget {result.limit_ms / 1000:g} goes as far as the limit)"
        )
    return f"within {limit} up to n={top}" + (" (the largest)" if top >= result.largest else "")


def print_bench(result: BenchResult, console: Console) -> None:
    from judge.render.text import escape

    if result.compile_error:
        console.print("[bold yellow]CE[/] Compilation Error")
        console.print(escape(result.compile_error))
        return
    console.print()
    for line in chart([result.yours, result.reference]):
        console.print(escape(line), highlight=False)
    console.print()
    console.print(
        f"n is {result.size_name} (up to {result.largest}); time is CPU time in the child, "
        f"the median of {result.samples} input{'s' if result.samples != 1 else ''} per size"
    )
    for series in (result.yours, result.reference):
        fitted = series.growth.fitted
        span = f"fitted on n={fitted[0]}..{fitted[-1]}" if fitted else "no fit"
        stop = f"; stopped: {series.stopped}" if series.stopped else ""
        console.print(f"  {series.label:>9}: {series.growth.describe()} ({span}{escape(stop)})")
    if result.wrong:
        console.print(
            f"[red]warning[/]: your answers differed from the reference's on {result.wrong} of "
            f"{result.checked} inputs (judge submit says more)"
        )
    console.print(f"[bold]{escape(growth_sentence(result))}[/bold]")
    if not result.yours.failed:
        console.print(escape(limit_sentence(result)))


def save_plot(result: BenchResult, path: Path) -> None:
    """A log-log PNG of both series (matplotlib, the optional `plot` extra)."""
    plt = pyplot()
    figure, axes = plt.subplots(figsize=(7, 4.5))
    for series, style in ((result.yours, "o-"), (result.reference, "+--")):
        if series.points:
            axes.plot(
                [p.measured_n for p in series.points],
                [p.time_ms for p in series.points],
                style,
                label=f"{series.label}: {series.growth.short()}",
            )
    axes.set_xscale("log")
    axes.set_yscale("log")
    axes.set_xlabel(f"n = {result.size_name}")
    axes.set_ylabel("CPU time (ms)")
    axes.set_title(f"{result.problem}: {growth_sentence(result)}", fontsize=9)
    axes.grid(True, which="both", alpha=0.3)
    axes.legend()
    figure.tight_layout()
    try:
        figure.savefig(path)
    except OSError as exc:
        raise JudgeError(f"{path}: cannot write the plot: {exc.strerror}") from None
    finally:
        plt.close(figure)


def pyplot():
    """matplotlib's pyplot with a file-only backend, or a one-line error (exit 2) if missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise JudgeError("--plot needs matplotlib: pip install 'judge[plot]'") from None
    return plt
