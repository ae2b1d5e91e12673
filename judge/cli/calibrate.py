"""`judge calibrate`: how fast this machine runs each language against the reference machine."""

from __future__ import annotations

import click

from judge.cli.common import _print_json, _settings, main
from judge.sandbox.languages.registry import NAMES


@main.command("calibrate")
@click.option(
    "--lang",
    "languages",
    multiple=True,
    type=click.Choice(NAMES),
    help="Only this language (repeatable; default: every language whose toolchain is installed).",
)
@click.option(
    "--again", is_flag=True, help="Measure again, even where a calibration still fits this machine."
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def calibrate_command(languages: tuple[str, ...], again: bool, as_json: bool) -> None:
    """Each language's time factor: this machine's CPU time over the reference machine's.

    \b
    Limits in the problems are CPU time on the reference machine; every case is
    judged against the limit times the factor of the solution's language, so a
    verdict is the one the reference machine would give. A factor is measured
    once (a kernel run seven times in the language's own runtime, the fastest
    run kept) and cached in JUDGE_HOME/calibration.json; it is measured again
    after an hour, a reboot, or a change of CPU or runtime, and with --again.
    JUDGE_TIME_FACTOR=2.5 (or python=2.5,java=1.8) sets factors instead.
    """
    from judge.grading import calibration
    from judge.grading.session import calibrated
    from judge.render.calibration import calibration_json, print_calibrations
    from judge.sandbox.languages import ToolchainMissingError

    settings = _settings()
    chosen = languages or NAMES
    found, missing = {}, {}
    for language in chosen:
        try:
            found[language] = calibrated(language, settings, fresh=again)
        except ToolchainMissingError as exc:
            if languages:  # asked for by name: its toolchain is needed
                raise
            missing[language] = exc.message
    if as_json:
        _print_json(calibration_json(found, missing, calibration.calibration_file(settings)))
    else:
        print_calibrations(found, missing, calibration.calibration_file(settings))
