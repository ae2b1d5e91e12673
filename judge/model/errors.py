"""Exceptions mean "could not judge"; a wrong answer is a result, never raised."""

from __future__ import annotations


class JudgeError(Exception):
    """Root of every error the user should see as one line, with an exit code."""

    exit_code = 2

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
