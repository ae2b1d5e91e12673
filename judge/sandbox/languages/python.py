"""Python 3: the harness (`sandbox/child.py`) is sent, compiled, to a fresh `python -I -S` in the first message."""

from __future__ import annotations

import marshal
import sys
from dataclasses import replace
from functools import cache
from importlib.machinery import SourceFileLoader
from pathlib import Path
from types import CodeType

from judge.model.limits import Limits
from judge.model.problem import Signature
from judge.model.values import LINKED, TREE
from judge.sandbox.landlock import PYTHON_PRELUDE
from judge.sandbox.languages.base import Language, Program
from judge.sandbox.languages.nodes import node_comment

CHILD_SCRIPT = Path(__file__).resolve().parent.parent / "child.py"
HARNESS_NAME = "<judge child>"  # the file name its frames and tracebacks show
# LeetCode's definitions as its templates show them (the child's prelude defines the same classes)
SHOWN = {
    TREE: "class TreeNode:\n    def __init__(self, val=0, left=None, right=None):\n        self.val = val\n"
    "        self.left = left\n        self.right = right\n",
    LINKED: "class ListNode:\n    def __init__(self, val=0, next=None):\n        self.val = val\n"
    "        self.next = next\n",
}

# Confines itself by the rules the judge wrote first on the case pipe (landlock.PRELUDE), only then
# loads site-packages (started with -S, so that their .pth files are read confined, as the
# solution would read them), reads a header line and the harness's compiled code from the case pipe,
# and runs it: the command line names no file of the judge, so the solution cannot follow it to the
# problems or their references. The harness runs in a namespace of its own, not as `__main__`: a
# solution's `import __main__` finds none of its clocks, pipes or state (the times it reports are
# checked against the kernel's count anyway: see cputime.py).
BOOTSTRAP = (
    PYTHON_PRELUDE
    + """\
def _judge_child():
    import marshal, sys
    case_fd = int(sys.argv[2])
    code, rest = globals().pop("_judge_harness")(case_fd)
    harness = {"__name__": "judge_child", "__builtins__": __builtins__}
    exec(marshal.loads(code), harness)
    harness["main"](case_fd, rest)  # the configuration line follows, maybe read already
globals().pop("_judge_child")()
"""
)


@cache
def harness_code() -> bytes:
    """The harness compiled, as marshal bytes. Compiling its source costs ~10 ms a child; this reads
    the byte code Python keeps beside it (written by pip at install, or here on first use) instead."""
    code = SourceFileLoader("judge_child", str(CHILD_SCRIPT)).get_code("judge_child")
    assert code is not None  # None only for a loader without source, which this is not
    return marshal.dumps(_renamed(code))


def _renamed(code: CodeType) -> CodeType:
    """`code` with every nested function's file name replaced: a traceback names no judge file."""
    consts = tuple(_renamed(item) if isinstance(item, CodeType) else item for item in code.co_consts)
    return code.replace(co_filename=HARNESS_NAME, co_consts=consts)


# sys.executable, never `python3` looked up on PATH: a version manager's shim costs 60+ ms.
COMMAND = (sys.executable, "-I", "-S", "-c", BOOTSTRAP)


def _command(limits: Limits) -> list[str]:
    return list(COMMAND)


class Python(Language):
    name = "python"
    comment = "#"
    version_command = (sys.executable, "--version")
    flags = "python -I (isolated mode), LeetCode's prelude of imports"

    def prepare(
        self, solution: Path, signature: Signature, build_root: Path, source: bytes | None = None
    ) -> Program:
        program = self._program(solution)
        try:  # the source as read for judging goes in the configuration: a child started before a
            # save (judge watch) may not read the file an editor renamed over the old one (Landlock
            # allows the file it was started for), and it runs exactly what is recorded
            text = None if source is None else source.decode("utf-8-sig")
        except UnicodeDecodeError:  # the child reads the file itself and says what is wrong with it
            text = None
        return program if text is None else replace(program, harness_extra={"solution_source": text})

    def early_program(self, solution: Path) -> Program:
        return self._program(solution)

    def _program(self, solution: Path) -> Program:
        return Program(
            language=self.name,
            solution=solution,
            display_name=solution.name,
            command=_command,
            payload=harness_code(),
            early_command=COMMAND,
            confines_itself=True,
            dynamic=True,
        )

    def template(self, signature: Signature) -> str:
        params = ", ".join(f"{p.name}: {p.type.python}" for p in signature.params)
        return node_comment(signature, SHOWN, block=False) + (
            "class Solution:\n"
            f"    def {signature.entry}(self, {params}) -> {signature.returns.python}:\n"
            "        pass\n"
        )
