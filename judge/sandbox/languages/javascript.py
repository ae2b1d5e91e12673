"""JavaScript (Node 20): a driver (drivers/driver.js) loads the user's file with the vm module in a
Worker that has a big stack and the memory limit as its heap limit; nothing is compiled ahead."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from functools import cache
from pathlib import Path

from judge.model.errors import ProblemFaultError
from judge.model.limits import Limits
from judge.model.problem import Problem, Signature
from judge.model.values import LINKED, TREE, ValueType
from judge.sandbox.cputime import Slack
from judge.sandbox.languages.base import Language, Program, ToolchainMissingError, toolchain_path
from judge.sandbox.languages.nodes import node_comment

DRIVER = Path(__file__).resolve().parent / "drivers" / "driver.js"
INSTALL = "install Node.js 18+ to judge .js and .ts files (apt-get install nodejs)"
SAFE_INTEGER = 2**53 - 1  # past this a JS number no longer holds every integer
# LeetCode's definitions as its templates show them (drivers/driver.js defines the same)
SHOWN = {
    TREE: "function TreeNode(val, left, right) {\n"
    "    this.val = (val===undefined ? 0 : val)\n"
    "    this.left = (left===undefined ? null : left)\n"
    "    this.right = (right===undefined ? null : right)\n}\n",
    LINKED: "function ListNode(val, next) {\n"
    "    this.val = (val===undefined ? 0 : val)\n"
    "    this.next = (next===undefined ? null : next)\n}\n",
}


@cache
def node() -> str:
    found = shutil.which("node", path=toolchain_path()) or shutil.which("nodejs", path=toolchain_path())
    if found is None:
        raise ToolchainMissingError(f"no `node` found: {INSTALL}")
    path = os.path.realpath(found)
    try:
        version = subprocess.run(
            [path, "--version"], capture_output=True, text=True, timeout=30, check=False
        ).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        version = ""
    major = re.match(r"v(\d+)", version)
    if major is None or int(major.group(1)) < 18:
        raise ToolchainMissingError(f"{path} is {version or 'of an unknown version'}: {INSTALL}")
    return path


def check_param(param) -> None:
    """A declared integer range a JS number cannot hold exactly is the problem's fault, said now."""
    inner = param.type
    while inner.item is not None:
        inner = inner.item
    bounds = param.range if param.type.name == "int" else param.values
    if inner.name == "int" and bounds is not None and max(abs(bounds[0]), abs(bounds[1])) > SAFE_INTEGER:
        raise ProblemFaultError(
            f"parameter {param.name}: values {bounds[0]}..{bounds[1]} do not fit a "
            f"JavaScript number exactly (past 2^53 - 1)"
        )


def js_type(value_type: ValueType) -> str:
    if value_type.name in (TREE, LINKED):
        return value_type.name
    if value_type.item is not None:
        return js_type(value_type.item) + "[]"
    return {"int": "number", "float": "number", "bool": "boolean", "str": "string"}[value_type.name]


# V8's compiler and collector threads, and the main thread passing cases to the worker, run
# beside the cases: the kernel counts their CPU time too.
NODE_SLACK = Slack(floor_ms=1000.0, per_case_ms=2.0, fraction=0.5)


def _command(limits: Limits) -> list[str]:
    # the heap limit is the Worker's (resourceLimits), set by the driver from the header
    return [node(), "--no-warnings", "--max-old-space-size=128", str(DRIVER)]


class JavaScript(Language):
    name = "javascript"
    kernel_n, reference_kernel_ms = 600, 25.0
    comment = "//"
    version_command = ("node", "--version")
    flags = "node, the solution in a vm Worker with a 64 MiB stack and the memory limit as its heap"

    def interactive_template(self, problem: Problem) -> str:
        interaction, signature = problem.interaction, problem.solution_signature
        assert interaction is not None
        listed = [p.name for p in signature.params] + ([interaction.object] if interaction.object else [])
        if interaction.object:
            calls = "\n".join(
                f" *     this.{c.name} = function({c.param}) {{ ... }};" for c in interaction.calls
            )
            api = (
                f"/**\n * The judge's API (do not write it):\n * function {interaction.object_class}() {{\n"
                f"{calls}\n * }}\n */\n"
            )
        else:
            calls = "\n".join(f" * var {c.name} = function({c.param}) {{ ... }};" for c in interaction.calls)
            api = f"/**\n * Forward declaration of the judge's API (do not write it):\n{calls}\n */\n"
        return f"{api}\nvar {signature.entry} = function({', '.join(listed)}) {{\n    \n}};\n"

    def strategy_template(self, problem: Problem) -> str:
        api = problem.strategy
        assert api is not None
        start = ", ".join(p.name for p in problem.signature.params)
        moves = ", ".join(p.name for p in api.params)
        return (
            f"class {problem.signature.entry} {{\n    constructor({start}) {{\n        \n    }}\n\n"
            f"    {api.method}({moves}) {{\n        \n    }}\n}}\n"
        )

    def prepare(
        self, solution: Path, signature: Signature, build_root: Path, source: bytes | None = None
    ) -> Program:
        for param in signature.params:
            check_param(param)
        node()
        return Program(
            language=self.name,
            solution=solution,
            display_name=solution.name,
            command=_command,
            read_paths=(Path(os.path.realpath(node())).parent.parent, DRIVER),
            cpu_slack=NODE_SLACK,
            address_space_limit=False,
            dynamic=True,
        )

    def template(self, signature: Signature) -> str:
        doc = "".join(f" * @param {{{js_type(p.type)}}} {p.name}\n" for p in signature.params)
        names = ", ".join(p.name for p in signature.params)
        return node_comment(signature, SHOWN) + (
            "/**\n"
            f"{doc}"
            f" * @return {{{js_type(signature.returns)}}}\n"
            " */\n"
            f"var {signature.entry} = function({names}) {{\n"
            "    \n"
            "};\n"
        )
