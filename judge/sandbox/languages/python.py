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
from judge.model.problem import Problem, Signature
from judge.model.values import LINKED, NODES, TREE, ValueType
from judge.sandbox.landlock import CHILD_PRELUDE
from judge.sandbox.languages.base import Language, Program
from judge.sandbox.languages.nodes import node_comment

CHILD_SCRIPT = Path(__file__).resolve().parent.parent / "child.py"
GAME_SCRIPT = Path(__file__).resolve().parent / "python_game.py"
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
    CHILD_PRELUDE
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


@cache
def game_source() -> str:
    """LeetCode's interactive API and the strategy loop (python_game.py), run by the harness in a
    game's child; its source travels in the configuration, since the child may read no judge file."""
    return GAME_SCRIPT.read_text(encoding="utf-8")


# sys.executable, never `python3` looked up on PATH: a version manager's shim costs 60+ ms.
COMMAND = (sys.executable, "-I", "-S", "-c", BOOTSTRAP)


def _command(limits: Limits) -> list[str]:
    return list(COMMAND)


# The types of interactive problems' arguments as LeetCode's Python templates write them
_TYPES = {"int": "int", "str": "str", "list[str]": "List[str]", "list[int]": "List[int]", "bool": "bool"}


def annotation(value_type: ValueType, optional: bool = False) -> str:
    """The annotation LeetCode's templates use (`List[int]`, `Optional[TreeNode]`); `optional`: may be None."""
    if value_type.name in NODES:
        shown = f"Optional[{value_type.name}]"
    else:
        shown = f"List[{annotation(value_type.item)}]" if value_type.item else value_type.name
    return f"Optional[{shown}]" if optional else shown


class Python(Language):
    name = "python"
    kernel_n, reference_kernel_ms = 300, 35.0
    reads_tables = True  # the harness can look inside a finished call (grading/tables.py)
    comment = "#"
    version_command = (sys.executable, "--version")
    flags = "python -I (isolated mode), LeetCode's prelude of imports"

    def type_name(self, value_type: ValueType, optional: bool = False) -> str:
        return annotation(value_type, optional)

    def interactive_template(self, problem: Problem) -> str:
        interaction, signature = problem.interaction, problem.solution_signature
        assert interaction is not None
        listed = [f"{p.name}: {_TYPES.get(str(p.type), str(p.type))}" for p in signature.params]
        if interaction.object:
            listed.append(f"{interaction.object}: '{interaction.object_class}'")
            api = ["# This is the judge's API: do not write it, the judge supplies it."]
            api.append(f"# class {interaction.object_class}:")
            api += [f"#     def {c.name}(self, {c.param}: {c.type}) -> int:" for c in interaction.calls]
        else:
            api = ["# The judge's API is already defined for you (do not write it):"]
            api += [f"# def {c.name}({c.param}: {c.type}) -> int:" for c in interaction.calls]
        returns = (
            "None" if interaction.returns_void else _TYPES.get(str(signature.returns), str(signature.returns))
        )
        return "\n".join(api) + (
            f"\n\nclass Solution:\n    def {signature.entry}(self, {', '.join(listed)}) -> {returns}:\n        pass\n"
        )

    def strategy_template(self, problem: Problem) -> str:
        api = problem.strategy
        assert api is not None
        start = ", ".join(f"{p.name}: {annotation(p.type)}" for p in problem.signature.params)
        moves = ", ".join(f"{p.name}: {annotation(p.type, p.optional)}" for p in api.params)
        return (
            f"class {problem.signature.entry}:\n"
            f"    def __init__(self, {start}):\n        pass\n\n"
            f"    def {api.method}(self, {moves}) -> {annotation(api.returns)}:\n        pass\n"
        )

    def runtime_fingerprint(self) -> str:
        return f":{sys.version.split()[0]}"  # a venv's binary may stay while its Python changes

    def parse_error(self, text: str, path: Path) -> str | None:
        try:
            compile(text, str(path), "exec", dont_inherit=True)
        except (SyntaxError, ValueError) as exc:
            lineno = exc.lineno if isinstance(exc, SyntaxError) else None
            return f"does not parse as Python{f' (line {lineno})' if lineno else ''}"
        return None

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
        if text is None:
            return program
        return replace(program, harness_extra={**program.harness_extra, "solution_source": text})

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
            harness_extra={"game_source": game_source()},
        )

    def template(self, signature: Signature) -> str:
        params = ", ".join(f"{p.name}: {annotation(p.type)}" for p in signature.params)
        return node_comment(signature, SHOWN, block=False) + (
            "class Solution:\n"
            f"    def {signature.entry}(self, {params}) -> {annotation(signature.returns)}:\n"
            "        pass\n"
        )
