"""The calibration of each language's runtime, for people and for programs."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from judge.model.serial import to_json

if TYPE_CHECKING:
    from judge.grading.calibration import Calibration


def calibration_json(found: dict[str, Calibration], missing: dict[str, str], path: Path) -> dict[str, Any]:
    return {
        "file": str(path),
        "languages": to_json(found),
        "missing": missing,
    }


def print_calibrations(found: dict[str, Calibration], missing: dict[str, str], path: Path) -> None:
    for name, c in found.items():
        if c.source != "measured":
            click.echo(f"{name:<10} factor {c.factor:.2f} (set by {c.source})")
            continue
        click.echo(
            f"{name:<10} factor {c.factor:.2f}  kernel {c.kernel_ms:.1f} ms, fastest 3 of "
            f"{len(c.runs_ms)} runs within {100 * (c.spread - 1):.0f}%, {c.calibrated_at}"
        )
    for name, why in missing.items():
        click.echo(f"{name:<10} not calibrated: {why}")
    click.echo(
        f"factor = this machine's CPU time / the reference machine's; limits are multiplied by it ({path})"
    )
