"""Exceptions mean "could not judge"; a wrong answer is a result, never raised."""

from __future__ import annotations

from enum import IntEnum


class ExitStatus(IntEnum):
    """What the `judge` command exits with."""

    OK = 0  # accepted, every check passed, no difference found
    FAILED = 1  # another verdict, a failed check, a difference found
    BAD_INPUT = 2  # nothing could be judged: one line on stderr (every JudgeError)
    INTERRUPTED = 130  # Ctrl-C, as a shell reports SIGINT


class JudgeError(Exception):
    """Root of every error the user should see as one line, with an exit code."""

    exit_code = ExitStatus.BAD_INPUT

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class SpecError(JudgeError):
    """A problem spec is missing, malformed or inconsistent (names file, line and field)."""


class UnknownProblemError(JudgeError):
    """No problem with that slug in the bank."""


class SolutionFileError(JudgeError):
    """The solution file cannot be read: missing, a folder, empty, not UTF-8."""


class InputError(JudgeError):
    """A custom input (`judge run --input`) is not valid JSON or does not fit the signature."""


class ProblemFaultError(JudgeError):
    """The problem itself is broken (its reference solver, generator or checker failed): IE."""

    label = "internal error (IE), a fault of the problem, not of your solution"


class ProgressStoreError(JudgeError):
    """The progress database is corrupt, locked for too long, or from a newer version."""


class SandboxError(JudgeError):
    """A child cannot be started here (its runtime cannot be executed, a folder cannot be made)."""
