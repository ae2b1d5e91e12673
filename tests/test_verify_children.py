"""`judge verify` ends a problem's support children (its generator.py, validator.py, checker.py)
once every check of that problem has ended, instead of keeping one idle interpreter per file to the
end of the run: by the bank's last problem they were about sixty."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import settings_for
from test_verify import REFERENCE, SMALL, SPEC, make_bank

from judge.verify import verifier as verify

GENERATOR = """\
def generate(rng, size):
    return {"nums": [rng.randint(0, 50) for _ in range(size or 5)]}
"""


def support_children(folder: str = "/") -> list[int]:
    """This process's children that run a problem's own file in `folder` (their command line says so)."""
    found = []
    for name in os.listdir("/proc"):
        try:
            stat = Path(f"/proc/{name}/stat").read_bytes().rsplit(b")", 1)[1].split()
            argv = Path(f"/proc/{name}/cmdline").read_bytes()
        except (OSError, IndexError, ValueError):
            continue
        if (
            stat[0] not in (b"Z", b"X")
            and int(stat[1]) == os.getpid()
            and b"\0judge-support\0" in argv
            and folder.encode() in argv
        ):
            found.append(int(name))
    return found


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_problems_support_children_end_with_its_checks(tmp_path: Path, jobs: int) -> None:
    spec_b = SPEC.replace("take-from-ends", "take-from-ends-b").replace("Take From Ends", "Take B")
    bank = make_bank(tmp_path, {"reference.py": REFERENCE, "generator.py": GENERATOR})
    make_bank(tmp_path, {"reference.py": REFERENCE, "generator.py": GENERATOR}, spec_b, "take-from-ends-b")
    assert not support_children()
    seen_while_a_ran: list[int] = []
    alive_when_b_began: list[int] = []
    for report in verify.verify_bank(bank, (), SMALL, settings_for(tmp_path), jobs=jobs):
        if report.problem == "take-from-ends" and report.check == "tests":
            seen_while_a_ran.extend(support_children("/take-from-ends/"))  # the tests were drawn by it
        if report.problem == "take-from-ends-b" and report.check == "spec":
            alive_when_b_began.extend(pid for pid in seen_while_a_ran if pid in support_children())
    assert seen_while_a_ran, "the generator's child was never seen: this test proves nothing"
    assert not alive_when_b_began
    assert not support_children()
