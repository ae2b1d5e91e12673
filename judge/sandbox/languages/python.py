"""Python 3: the harness (`sandbox/child.py`) is sent to a fresh `python -I` in the first message."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

from judge.model.limits import Limits
from judge.model.problem import Signature
from judge.sandbox.languages.base import Language, Program

CHILD_SCRIPT = Path(__file__).resolve().parent.parent / "child.py"

# Reads the harness source and its configuration from the case pipe, then runs it: the command line
# names no file of the judge, so the solution cannot follow it to the problems or their references.
# The harness runs in a namespace of its own, not as `__main__`: a solution's `import __main__`
# finds none of its clocks, pipes or state (the times it reports are checked against the kernel's
# count anyway: see cputime.py).
BOOTSTRAP = """\
def _judge_child():
    import json, os, sys
    case_fd = int(sys.argv[2])
    data = b""
    while not data.endswith(b"\\n"):
        chunk = os.read(case_fd, 1 << 16)
        if not chunk:
            os._exit(3)
        data += chunk
    header = json.loads(data)
    del data
    harness = {"__name__": "judge_child", "__builtins__": __builtins__}
    exec(compile(header.pop("source"), "<judge child>", "exec"), harness)
    harness["main"](header.pop("config"), case_fd)
globals().pop("_judge_child")()
"""


@cache
def child_source() -> str:
    return CHILD_SCRIPT.read_text(encoding="utf-8")


def _command(limits: Limits) -> list[str]:
    # sys.executable, never `python3` looked up on PATH: a version manager's shim costs 60+ ms.
    return [sys.executable, "-I", "-c", BOOTSTRAP]


class Python(Language):
    name = "python"
    extensions = (".py",)
    comment = "#"
    version_command = (sys.executable, "--version")
    flags = "python -I (isolated mode), LeetCode's prelude of imports"

    def prepare(self, solution: Path, signature: Signature, build_root: Path) -> Program:
        return Program(
            language=self.name,
            solution=solution,
            display_name=solution.name,
            command=_command,
            header={"source": child_source()},
            dynamic=True,
        )

    def template(self, signature: Signature) -> str:
        params = ", ".join(f"{p.name}: {p.type.python}" for p in signature.params)
        return (
            "class Solution:\n"
            f"    def {signature.entry}(self, {params}) -> {signature.returns.python}:\n"
            "        pass\n"
        )
