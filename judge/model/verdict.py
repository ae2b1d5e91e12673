"""The closed set of verdicts and the order in which they win over each other."""

from __future__ import annotations

from enum import Enum


class Verdict(str, Enum):
    AC = "AC"
    WA = "WA"
    TLE = "TLE"
    MLE = "MLE"
    OLE = "OLE"
    RE = "RE"
    CE = "CE"
    IE = "IE"

    @property
    def description(self) -> str:
        return _DESCRIPTIONS[self]

    @property
    def severity(self) -> int:
        """Higher wins when verdicts are combined (a judge fault outranks everything)."""
        return _PRECEDENCE.index(self)

    def __str__(self) -> str:
        return self.value


_DESCRIPTIONS = {
    Verdict.AC: "Accepted",
    Verdict.WA: "Wrong Answer",
    Verdict.TLE: "Time Limit Exceeded",
    Verdict.MLE: "Memory Limit Exceeded",
    Verdict.OLE: "Output Limit Exceeded",
    Verdict.RE: "Runtime Error",
    Verdict.CE: "Compilation Error",
    Verdict.IE: "Internal Error",
}

# Lowest to highest. The runner's outcome (TLE, MLE, OLE, RE) outranks the checker's (WA), since the
# checker only runs after a clean return; CE means nothing ran; IE means we could not judge at all.
_PRECEDENCE = [
    Verdict.AC,
    Verdict.WA,
    Verdict.RE,
    Verdict.OLE,
    Verdict.MLE,
    Verdict.TLE,
    Verdict.CE,
    Verdict.IE,
]


def worst(verdicts: list[Verdict]) -> Verdict:
    """The verdict that wins among several (AC for none)."""
    return max(verdicts, key=lambda v: v.severity, default=Verdict.AC)
