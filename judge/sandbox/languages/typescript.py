"""TypeScript as LeetCode runs it: tsc 5.1.6 with LeetCode's flags turns the file into JavaScript,
which the JavaScript driver then runs (the same Worker, limits, interactive APIs and strategy play).

The compiler is the npm package typescript@5.1.6, installed once per user (toolchain.py says where
and how). A type error is CE with tsc's own message, `stone-game.ts(3,5): error TS2322: ...`: the file
is compiled under the user's own name. The judge's globals (LeetCode's TreeNode and ListNode, an
interactive problem's `guess` or `Master`) are declared to the compiler in a second file, so code
written against them type-checks; the driver defines them at run time as it does for JavaScript.
The JavaScript is cached like the compiled languages' builds, laid out on the file's own lines
(ts_lines.py), so a runtime error names the user's line.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from judge.model.problem import Interaction, Problem, Signature
from judge.model.values import LINKED, TREE, ValueType
from judge.sandbox.folders import private_builds
from judge.sandbox.languages import javascript
from judge.sandbox.languages.base import Language, Program, ToolchainMissingError
from judge.sandbox.languages.compiled import (
    build_key,
    building,
    finish_build,
    run_compiler,
    tool_identity,
)
from judge.sandbox.languages.nodes import node_comment
from judge.sandbox.languages.ts_lines import on_source_lines
from judge.sandbox.languages.ts_toolchain import VERSION, find_tsc, toolchain_folder

# LeetCode's flags (its envInfo for TypeScript), then ours: no output when there is an error, no
# type check of the compiler's own lib files (a third of a second per build, and never the user's
# fault), messages on one line each, a source map (ts_lines.py puts each line on the user's line).
LEETCODE_FLAGS = ("--alwaysStrict", "--strictBindCallApply", "--strictFunctionTypes", "--target", "ES2022")
OWN_FLAGS = (
    "--noEmitOnError",
    "--skipLibCheck",
    "--pretty",
    "false",
    "--newLine",
    "lf",
    "--sourceMap",
    "--removeComments",
)
PRELUDE = "judge_globals_.d.ts"
SHOWN = {  # LeetCode's definitions as its TypeScript templates show them
    TREE: "class TreeNode {\n"
    "    val: number\n"
    "    left: TreeNode | null\n"
    "    right: TreeNode | null\n"
    "    constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {\n"
    "        this.val = (val===undefined ? 0 : val)\n"
    "        this.left = (left===undefined ? null : left)\n"
    "        this.right = (right===undefined ? null : right)\n"
    "    }\n}\n",
    LINKED: "class ListNode {\n"
    "    val: number\n"
    "    next: ListNode | null\n"
    "    constructor(val?: number, next?: ListNode | null) {\n"
    "        this.val = (val===undefined ? 0 : val)\n"
    "        this.next = (next===undefined ? null : next)\n"
    "    }\n}\n",
}
DECLARED = {  # what the driver defines, as the compiler is told of it
    TREE: "declare class TreeNode {\n    val: number\n    left: TreeNode | null\n    right: TreeNode | null\n"
    "    constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null)\n}\n",
    LINKED: "declare class ListNode {\n    val: number\n    next: ListNode | null\n"
    "    constructor(val?: number, next?: ListNode | null)\n}\n",
}
API_TYPES = {"int": "number", "str": "string"}


def ts_type(value_type: ValueType) -> str:
    if value_type.name in (TREE, LINKED):
        return ("TreeNode" if value_type.name == TREE else "ListNode") + " | null"
    if value_type.item is not None:
        inner = ts_type(value_type.item)
        return f"({inner})[]" if " " in inner else inner + "[]"
    return {"int": "number", "float": "number", "bool": "boolean", "str": "string"}[value_type.name]


def placeholder(value_type: ValueType) -> str:
    """A value of the type, so the untouched template compiles (tsc refuses a body with no return)."""
    if value_type.item is not None:
        return "[]"
    return {"bool": "false", "str": '""', TREE: "null", LINKED: "null"}.get(value_type.name, "0")


def api_declarations(api: Interaction) -> str:
    """An interactive problem's API as the compiler must know it: `guess(num: number): number`."""
    calls = [f"{c.name}({c.param}: {API_TYPES[c.type]}): number" for c in api.calls]
    if api.object_class:
        return f"declare class {api.object_class} {{\n" + "".join(f"    {c}\n" for c in calls) + "}\n"
    return "".join(f"declare function {c};\n" for c in calls)


def prelude(signature: Signature) -> str:
    """The judge's globals the solution may use, declared (not defined) for the compiler."""
    text = DECLARED[TREE] if signature.tree_params else ""
    text += DECLARED[LINKED] if signature.linked_params else ""
    if signature.api is not None:
        text += api_declarations(signature.api)
    return text


# The types of interactive problems' arguments as LeetCode's TypeScript templates write them
_TYPES = {
    "int": "number",
    "str": "string",
    "list[str]": "string[]",
    "list[int]": "number[]",
    "bool": "boolean",
}


class TypeScript(Language):
    name = "typescript"
    kernel_n, reference_kernel_ms = 600, 25.0  # run as JavaScript: the same numbers
    comment = "//"
    flags = f"tsc {VERSION} {' '.join(LEETCODE_FLAGS)}, then run as JavaScript (node, a vm Worker)"

    def interactive_template(self, problem: Problem) -> str:
        interaction, signature = problem.interaction, problem.solution_signature
        assert interaction is not None
        listed = [f"{p.name}: {_TYPES.get(str(p.type), str(p.type))}" for p in signature.params]
        cls = interaction.object_class
        if interaction.object:
            listed.append(f"{interaction.object}: {cls}")
            calls = "\n".join(
                f" *     {c.name}({c.param}: {_TYPES[c.type]}): number {{}}" for c in interaction.calls
            )
            api = f"/**\n * The judge's API (do not write it):\n * class {cls} {{\n{calls}\n * }}\n */\n"
        else:
            calls = "\n".join(
                f" * function {c.name}({c.param}: {_TYPES[c.type]}): number {{}}" for c in interaction.calls
            )
            api = f"/**\n * Forward declaration of the judge's API (do not write it):\n{calls}\n */\n"
        void = interaction.returns_void
        result = "" if void else ": " + _TYPES.get(str(signature.returns), str(signature.returns))
        body = "" if void else "    return 0 // a placeholder, so the untouched template compiles\n"
        return f"{api}\nfunction {signature.entry}({', '.join(listed)}){result} {{\n    \n{body}}};\n"

    def strategy_template(self, problem: Problem) -> str:
        api = problem.strategy
        assert api is not None
        start = ", ".join(f"{p.name}: {ts_type(p.type)}" for p in problem.signature.params)
        moves = ", ".join(f"{p.name}: {ts_type(p.type)}{' | null' if p.optional else ''}" for p in api.params)
        returned = ts_type(api.returns)
        shown = "[]" if returned.endswith("[]") else {"boolean": "false", "string": '""'}.get(returned, "0")
        return (
            f"class {problem.signature.entry} {{\n    constructor({start}) {{\n        \n    }}\n\n"
            f"    {api.method}({moves}): {returned} {{\n        \n"
            f"        return {shown} // a placeholder, so the untouched template compiles\n"
            "    }\n}\n"
        )

    @property
    def version_command(self) -> tuple[str, ...]:  # type: ignore[override]
        """The compiler the judge uses: `node tsc.js --version` names its version (a command that
        cannot start, "not found", without it)."""
        try:
            return (javascript.node(), str(find_tsc()), "--version")
        except ToolchainMissingError:
            return ("tsc-" + VERSION, "--version")

    def prepare(
        self, solution: Path, signature: Signature, build_root: Path, source: bytes | None = None
    ) -> Program:
        for param in signature.params:
            javascript.check_param(param)
        node, tsc = javascript.node(), find_tsc()
        build_root = private_builds(build_root)  # ours alone: what is found there is run
        text = (source if source is not None else solution.read_bytes()).decode("utf-8")
        name = solution.name if solution.suffix.lower() == ".ts" else solution.name + ".ts"
        declared = prelude(signature)
        flags = " ".join(LEETCODE_FLAGS + OWN_FLAGS)
        key = build_key(
            "typescript", tool_identity(tsc), tool_identity(Path(node)), flags, name, text, declared
        )
        final = build_root / "typescript" / key
        compiled = final / "out" / (name[: -len(".ts")] + ".js")
        compile_ms = 0.0
        cached = compiled.is_file()
        if not cached:
            with building(final) as work:
                (work / name).write_text(text, encoding="utf-8")
                files = [name]
                if declared:
                    (work / PRELUDE).write_text(declared, encoding="utf-8")
                    files.insert(0, PRELUDE)
                ok, message, compile_ms = run_compiler(
                    [node, str(tsc), *LEETCODE_FLAGS, *OWN_FLAGS, "--outDir", "out", *files],
                    cwd=work,
                    clean={str(work) + "/": ""},
                    read=(toolchain_folder(tsc),),
                )
                if ok:
                    emitted = work / "out" / compiled.name
                    source_map = emitted.with_name(emitted.name + ".map").read_text(encoding="utf-8")
                    code = emitted.read_text(encoding="utf-8").rsplit("\n//# sourceMappingURL=", 1)[0]
                    emitted.write_text(on_source_lines(code, source_map), encoding="utf-8")
                finish_build(ok, message, work, final, compile_ms, "tsc")
        program = javascript.JavaScript().prepare(compiled, signature, build_root, b"")
        # the driver runs the JavaScript; messages name the user's file
        return replace(
            program,
            language=self.name,
            display_name=solution.name,
            compile_ms=compile_ms,
            cached=cached,
        )

    def template(self, signature: Signature) -> str:
        params = ", ".join(f"{p.name}: {ts_type(p.type)}" for p in signature.params)
        returns = ts_type(signature.returns)
        return node_comment(signature, SHOWN) + (
            f"function {signature.entry}({params}): {returns} {{\n    \n"
            f"    return {placeholder(signature.returns)} // a placeholder, so the untouched template compiles\n"
            "};\n"
        )
