"""Go: the user's top-level `func predictTheWinner(nums []int) bool` plus a generated driver file.

The user's file becomes solution.go of a module with no dependencies (`package main` added when it
has no package line, as on LeetCode; a `//line` directive keeps its own name and line numbers in
compiler messages and panics; the standard packages it uses unimported are imported on the package
clause's line, as LeetCode does). `go_driver.go` is the second file of the package, with the entry's
name and the parameters filled in (protocol.fill): it calls the entry through reflect (arguments
decoded into the entry's own parameter types) and speaks the runner's protocol. `go_driver_game.go`,
the third, is its side of interactive and strategy problems (the pipes, `judgeAsk`, the game's
loop); an interactive problem adds LeetCode's API (judge_api.go, from interactive_api.py). Go's
caches (GOCACHE, GOPATH) live under the build root; nothing is downloaded. Which Go builds it:
go_toolchain.py (LeetCode's 1.23 where installed).
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

from judge.model.problem import Problem, Signature
from judge.model.values import LINKED, TREE, ValueType
from judge.sandbox.cputime import Slack
from judge.sandbox.folders import private_builds
from judge.sandbox.languages import strategy_drivers
from judge.sandbox.languages.base import CompileFailedError, Language, Program, ToolchainMissingError
from judge.sandbox.languages.compiled import (
    build_key,
    building,
    finish_build,
    native_program,
    run_compiler,
    tool_identity,
)
from judge.sandbox.languages.go_toolchain import find_go
from judge.sandbox.languages.interactive_api import go_api
from judge.sandbox.languages.nodes import node_comment
from judge.sandbox.languages.protocol import driver_source, fill

DRIVER = Path(__file__).resolve().parent / "go_driver.go"
DRIVER_GAME = DRIVER.with_name("go_driver_game.go")  # in every build: idle without the pipes
FLAGS = ("build", "-trimpath", "-o", "prog", ".")
PACKAGE = re.compile(r"^(\s*package\s+)([A-Za-z_]\w*)", re.MULTILINE)
USER_MAIN = re.compile(r"^func\s+main\s*\(\s*\)", re.MULTILINE)
# LeetCode imports the standard packages a Go solution uses (public solutions call sort.Ints or
# math.MaxInt64 with no import line): a build that fails on `undefined: sort` is built once more
# with the package imported, so an import the solution does not use is never added.
STANDARD_IMPORTS = {
    "bits": "math/bits",
    "big": "math/big",
    "bytes": "bytes",
    "cmp": "cmp",
    "fmt": "fmt",
    "heap": "container/heap",
    "list": "container/list",
    "maps": "maps",
    "math": "math",
    "rand": "math/rand",
    "regexp": "regexp",
    "ring": "container/ring",
    "slices": "slices",
    "sort": "sort",
    "strconv": "strconv",
    "strings": "strings",
    "unicode": "unicode",
    "utf8": "unicode/utf8",
}
UNDEFINED = re.compile(r"\bundefined: ([a-z0-9]+)$", re.MULTILINE)
# LeetCode's definition, a third file of the package when the signature takes a tree (the driver
# builds it by reflection from the level-order list).
TREE_NODE = "package main\n\ntype TreeNode struct {\n\tVal   int\n\tLeft  *TreeNode\n\tRight *TreeNode\n}\n"
LIST_NODE = (
    "package main\n\ntype ListNode struct {\n\tVal  int\n\tNext *ListNode\n}\n"  # the same, for a list
)


# The runtime's collector runs in threads of its own beside a case (the driver reports the case's
# goroutine), and decoding a case by reflection costs more per MB than the other drivers: grid-game's
# 7 MB batch was counted ~490 ms by the kernel against 3-5 ms reported at factor 1.5 (~45
# reference-machine ms per MB), so a machine up to ~8x slower than its factor says passes.
GO_SLACK = Slack(floor_ms=500.0, per_case_ms=1.0, per_mb_ms=400.0, fraction=0.5)


def go_type(value_type: ValueType, int_type: str = "int") -> str:
    if value_type.name == TREE:
        return "*TreeNode"
    if value_type.name == LINKED:
        return "*ListNode"
    if value_type.name == "list":
        assert value_type.item is not None
        return "[]" + go_type(value_type.item, int_type)
    return {"int": int_type, "bool": "bool", "float": "float64", "str": "string"}[value_type.name]


def returned_type(signature: Signature) -> str:
    """LeetCode's Go return type: `int64` where the other typed languages return `long`."""
    return go_type(signature.returns, "int64" if signature.return_bits == 64 else "int")


def find_entry(source: str, names: list[str]) -> str | None:
    for name in names:
        if re.search(rf"^func\s+{re.escape(name)}\s*\(", source, re.MULTILINE):
            return name
    return None


def user_file(source: str, display_name: str, imports: tuple[str, ...] = ()) -> str:
    """The user's file as solution.go of package main, its lines still numbered as in the file;
    `imports` (package paths) are imported on the package clause's line."""
    line = f"//line {display_name}:1\n"
    clause = "main" + "".join(f'; import "{path}"' for path in imports)
    code_start = _first_code(source)
    match = PACKAGE.match(source, code_start) if code_start is not None else None
    if match:  # `package main` or another name: it becomes main, on the same line
        source = source[: match.start(2)] + clause + source[match.end(2) :]
        head = line
    else:
        head = f"package {clause}\n" + line
    source = USER_MAIN.sub(lambda m: "func judgeUserMain_()", source)  # main() to try it locally
    return head + source


def missing_imports(message: str) -> tuple[str, ...]:
    """The standard packages a failed build's message names as undefined (`undefined: sort`)."""
    names = dict.fromkeys(UNDEFINED.findall(message))
    return tuple(STANDARD_IMPORTS[name] for name in names if name in STANDARD_IMPORTS)


def _first_code(source: str) -> int | None:
    """Where the first token after comments and blank space starts (a package clause, if any)."""
    position = 0
    while position < len(source):
        if source[position].isspace():
            position += 1
        elif source.startswith("//", position):
            end = source.find("\n", position)
            position = len(source) if end < 0 else end + 1
        elif source.startswith("/*", position):
            end = source.find("*/", position + 2)
            position = len(source) if end < 0 else end + 2
        else:
            # back to the start of the line, for the regex's ^
            return source.rfind("\n", 0, position) + 1
    return None


def generate_driver(entry: str, signature: Signature) -> str:
    return fill(
        driver_source(DRIVER.name),
        {
            "ENTRY": entry,
            "NAME": json.dumps(entry),
            "PARAMS": ", ".join(json.dumps(p.name) for p in signature.params),
            "TREES": "".join(f"{json.dumps(name)}: true, " for name in signature.tree_params),
            "LINKED": "".join(f"{json.dumps(name)}: true, " for name in signature.linked_params),
        },
    )


def go_env(build_root: Path) -> dict[str, str]:
    """The compiler's environment (over run_compiler's): its caches under the build root, no network,
    no cgo."""
    base = build_root / "go"
    return {
        "HOME": str(base / "home"),
        "GOCACHE": str(base / "cache"),
        "GOPATH": str(base / "path"),
        "GOFLAGS": "-mod=mod",
        "GOPROXY": "off",
        "GO111MODULE": "on",
        "GOTOOLCHAIN": "local",
        "GOTELEMETRY": "off",
        "CGO_ENABLED": "0",
        "LANG": "C.UTF-8",
    }


# The types of interactive problems' arguments as LeetCode's Go templates write them
_TYPES = {"int": "int", "str": "string", "list[str]": "[]string", "list[int]": "[]int", "bool": "bool"}


class Go(Language):
    name = "go"
    kernel_n, reference_kernel_ms = 700, 30.0
    shared_threads = "goroutines of yours (or Go's collector)"
    comment = "//"
    flags = "go " + " ".join(FLAGS[:2]) + " (no package line needed)"

    def interactive_template(self, problem: Problem) -> str:
        interaction, signature = problem.interaction, problem.solution_signature
        assert interaction is not None
        listed = [f"{p.name} {_TYPES.get(str(p.type), str(p.type))}" for p in signature.params]
        cls = interaction.object_class
        if interaction.object:
            listed.append(f"{interaction.object} *{cls}")
            calls = "\n".join(
                f" * func (this *{cls}) {c.name.capitalize()}({c.param} {_TYPES[c.type]}) int {{}}"
                for c in interaction.calls
            )
            api = f"/**\n * The judge's API (do not write it):\n * type {cls} struct {{ }}\n{calls}\n */\n"
        else:
            calls = "\n".join(
                f" * func {c.name}({c.param} {_TYPES[c.type]}) int {{}}" for c in interaction.calls
            )
            api = f"/**\n * Forward declaration of the judge's API (do not write it):\n{calls}\n */\n"
        void = interaction.returns_void
        result = "" if void else " " + _TYPES.get(str(signature.returns), str(signature.returns))
        body = "" if void else "    return 0\n"
        return f"{api}\nfunc {signature.entry}({', '.join(listed)}){result} {{\n    \n{body}}}\n"

    def strategy_template(self, problem: Problem) -> str:
        return self.template(problem.solution_signature)

    @property
    def version_command(self) -> tuple[str, ...]:  # type: ignore[override]
        """The Go the judge builds with (go_toolchain.find_go), not just the one on PATH."""
        try:
            return (str(find_go().path), "version")
        except ToolchainMissingError:
            return ("go", "version")

    def prepare(
        self, solution: Path, signature: Signature, build_root: Path, source: bytes | None = None
    ) -> Program:
        toolchain = find_go()
        tool = toolchain.path
        build_root = private_builds(build_root)  # ours alone: what is found there is run
        identity = tool_identity(tool)
        text = (source if source is not None else solution.read_bytes()).decode("utf-8")
        display_name = solution.name
        names = ["Constructor"] if signature.strategy is not None else signature.names
        entry = find_entry(text, names)
        if entry is None and signature.strategy is not None:
            params = ", ".join(f"{p.name} {go_type(p.type)}" for p in signature.params)
            raise CompileFailedError(
                f"no Constructor found: define type {signature.entry} struct, func Constructor({params}) "
                f"{signature.entry} and its method, as `judge new` writes them"
            )
        if entry is None:
            params = ", ".join(f"{p.name} {go_type(p.type)}" for p in signature.params)
            wanted = " or ".join(signature.names)
            raise CompileFailedError(
                f"no entry found: define a top-level func {wanted}({params}) {returned_type(signature)}"
            )
        solution_go = user_file(text, display_name)
        driver = generate_driver(entry, signature)
        tree_go = TREE_NODE if signature.tree_params else ""
        linked_go = LIST_NODE if signature.linked_params else ""
        game_go = driver_source(DRIVER_GAME.name)
        api_go = go_api(signature.api) if signature.api is not None else ""  # LeetCode's guess / Master
        key = build_key(
            "go",
            identity,
            " ".join(FLAGS),
            toolchain.go_mod,
            solution_go,
            driver,
            game_go,
            tree_go + linked_go + api_go,
        )
        final = build_root / "go" / key
        program = final / "prog"
        compile_ms = 0.0
        cached = program.is_file()
        if not cached:
            with building(final) as work:
                (work / "go.mod").write_text(toolchain.go_mod)
                (work / "solution.go").write_text(solution_go, encoding="utf-8")
                (work / "judge_driver.go").write_text(driver, encoding="utf-8")
                (work / "judge_driver_game.go").write_text(game_go, encoding="utf-8")
                if tree_go:
                    (work / "judge_treenode.go").write_text(tree_go, encoding="utf-8")
                if linked_go:
                    (work / "judge_listnode.go").write_text(linked_go, encoding="utf-8")
                if api_go:
                    (work / "judge_api.go").write_text(api_go, encoding="utf-8")
                env = go_env(build_root)
                for folder in ("HOME", "GOCACHE", "GOPATH"):
                    Path(env[folder]).mkdir(parents=True, exist_ok=True)

                def go_build() -> tuple[bool, str, float]:
                    return run_compiler(
                        [str(tool), *FLAGS],
                        cwd=work,
                        env=env,
                        clean={str(work) + "/": "", "# judgesolution\n": ""},
                        read=(Path(env["HOME"]), Path(env["GOPATH"])),
                        write=(Path(env["GOCACHE"]),),
                    )

                ok, message, compile_ms = go_build()
                imports = () if ok else missing_imports(message)
                if imports:  # as LeetCode: the standard packages it uses, imported
                    with_imports = user_file(text, display_name, imports)
                    (work / "solution.go").write_text(with_imports, encoding="utf-8")
                    ok, message, again_ms = go_build()
                    compile_ms += again_ms
                finish_build(ok, message, work, final, compile_ms, "go build")
        built = native_program(
            self.name, solution, display_name, Path(program), compile_ms, cached, address_space_limit=False
        )
        return replace(built, cpu_slack=GO_SLACK)

    def template(self, signature: Signature) -> str:
        params = ", ".join(f"{p.name} {go_type(p.type)}" for p in signature.params)
        if signature.strategy is not None:
            return strategy_drivers.go_template(signature, params)
        returns = returned_type(signature)
        placeholder = (
            "nil" if returns.startswith("[]") else {"bool": "false", "string": '""'}.get(returns, "0")
        )
        shown = {TREE: TREE_NODE.split("\n\n", 1)[1], LINKED: LIST_NODE.split("\n\n", 1)[1]}
        return node_comment(signature, shown) + (
            f"func {signature.entry}({params}) {returns} {{\n    \n"
            f"    return {placeholder} // a placeholder, so the untouched template compiles\n}}\n"
        )
