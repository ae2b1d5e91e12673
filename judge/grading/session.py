"""The one way to run a solution or a problem's reference: prepare (compile) it, then open a runner.

Submit, run, stress, verify and bench all come here, so a language is taught to the judge once (in
`sandbox.languages`) and every command gets it.
"""

from __future__ import annotations

from pathlib import Path

from judge.bank.locate import judge_home
from judge.grading import calibration
from judge.model.limits import Limits
from judge.model.problem import Problem
from judge.model.results import TimeLimit
from judge.sandbox.languages import Language, Program, for_file
from judge.sandbox.runner import Runner

REFERENCE_SLOWDOWN = 10  # the reference gets this many times the limit when it computes expected values


def build_root(home: Path | None) -> Path:
    """Where compiled programs are cached: `builds` in `home`, or without one in the judge's home
    (JUDGE_HOME, else the user's data folder), so stress, verify and bench share submit's cache.
    A compiled language makes it private before its first build (sandbox.folders.private_builds)."""
    from judge.bank.locate import judge_home

    return (home if home is not None else judge_home()) / "builds"


def prepare(
    problem: Problem,
    solution: Path,
    language: Language | None = None,
    home: Path | None = None,
) -> Program:
    """The solution as a program of its language (compiled if need be, cached by content).

    Raises CompileFailedError (the solution's CE) or ToolchainMissingError (exit 2).
    """
    language = language or for_file(solution)
    return language.prepare(solution, problem.solution_signature, build_root(home))


def reference_program(problem: Problem) -> Program:
    program = for_file(problem.reference).prepare(
        problem.reference, problem.solution_signature, build_root(None)
    )
    return program


def reference_limits(problem: Problem) -> Limits:
    limits = problem.limits
    return Limits(limits.time_ms * REFERENCE_SLOWDOWN, max(limits.memory_mb, 1024), limits.output_kb)


def machine_limits(limits: Limits, language: str, home: Path | None = None) -> Limits:
    """`limits` (reference-machine ms) as this machine enforces them for `language` (calibration.py);
    limits already scaled are returned as they are."""
    if limits.reference_ms is not None:
        return limits
    return calibration.for_language(language, home or judge_home()).scale(limits)


def open_runner(problem: Problem, program: Program, limits: Limits | None = None) -> Runner:
    """A runner of `program` for this problem (not started), under `limits` or the problem's,
    scaled to this machine."""
    return Runner(program, problem.signature, machine_limits(limits or problem.limits, program.language))


def open_reference(problem: Problem, limits: Limits | None = None) -> Runner:
    """A runner of the problem's reference, under `limits` or the generous reference limits."""
    program = reference_program(problem)
    scaled = machine_limits(limits or reference_limits(problem), program.language)
    return Runner(program, problem.signature, scaled)


def machine_time_limit(limits: Limits, language: str, home: Path | None = None) -> tuple[TimeLimit, Limits]:
    """The limits a `language` solution is judged by on this machine, and how they were scaled."""
    calibrated = calibration.for_language(language, home or judge_home())
    scaled = calibrated.scale(limits)
    applied = TimeLimit(
        scaled.time_ms,
        limits.time_ms,
        calibrated.factor,
        language,
        calibrated.calibrated_at,
        calibrated.source,
    )
    return applied, scaled


def recalibrated(spec: Limits, used: TimeLimit, home: Path | None = None) -> tuple[TimeLimit, Limits] | None:
    """`spec` scaled by a calibration measured afresh, when the calibration `used` is older than calibration.FRESH_S and
    this machine's speed has moved since (by more than calibration.DRIFT either way); else None."""
    if used.source != "measured" or calibration.age_s(used.calibrated_at) < calibration.FRESH_S:
        return None
    fresh = calibration.for_language(used.language, home or judge_home(), fresh=True)
    if used.factor / calibration.DRIFT <= fresh.factor <= used.factor * calibration.DRIFT:
        return None
    return machine_time_limit(spec, used.language, home)
