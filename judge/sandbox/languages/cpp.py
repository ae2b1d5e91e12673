"""C++ (clang++-19 -std=gnu++23 as LeetCode, else g++ -std=gnu++20; -O2): the user's `class Solution`
plus a driver generated from the signature.

LeetCode compiles with clang 19 in C++23 mode, so solutions using C++23 (deducing `this` in a
recursive lambda) or clang's extensions (a variable-length array captured by a lambda) build only
with it; g++ 12 is the fallback where clang 19 is not installed, and `judge --version` says which.

The solution's translation unit: a prelude (bits/stdc++.h through a precompiled header cached
under the build root, `using namespace std;`), then the user's file under `#line 1 "<its name>"` so
compiler messages name its lines, then `cpp_driver.cpp` with the parameters' types and the entry's
names filled in (protocol.fill): it finds the entry at compile time (a public method of Solution
under any of the signature's names, else a free function of that name), converts the arguments and
encodes what it returns. It is linked with the driver's core (`cpp_driver_core.cpp`: the runner's
protocol, the accounting, `main`), compiled once per toolchain and flags and cached beside the
precompiled header: the core is most of the driver's code, and compiling it with every solution
was about four fifths of each build. The pipes to the judge (`cpp_driver_game.h`) go before the
user's file of an interactive or strategy problem; a strategy problem's driver holds the game's loop
(`cpp_driver_strategy.h`).
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from judge.model.constraints import Param
from judge.model.problem import Problem, Signature
from judge.model.values import LINKED, TREE, ValueType
from judge.sandbox.folders import private_builds
from judge.sandbox.languages import strategy_drivers
from judge.sandbox.languages.base import Language, Program, toolchain_path
from judge.sandbox.languages.compiled import (
    build_key,
    building,
    find_tool,
    finish_build,
    native_program,
    publish,
    run_compiler,
    tool_identity,
)
from judge.sandbox.languages.interactive_api import cpp_object, cpp_prelude
from judge.sandbox.languages.nodes import node_comment
from judge.sandbox.languages.protocol import driver_source, fill

DRIVER = Path(__file__).resolve().parent / "cpp_driver.cpp"  # built with each solution
DRIVER_CORE = DRIVER.with_name("cpp_driver_core.cpp")  # built once per toolchain
DRIVER_SHARED = DRIVER.with_name("cpp_driver_shared.h")  # in both
PRELUDE_HEADER = "#include <bits/stdc++.h>\n"
INT32 = (-(2**31), 2**31 - 1)
MISSING = "no C++ compiler found: install clang-19 (as LeetCode compiles) or g++ 12+ to judge .cpp files"
COMMON_FLAGS = ("-O2", "-pthread", "-fdiagnostics-color=never")


@dataclass(frozen=True)
class Compiler:
    command: str
    std: str
    pch_suffix: str  # the precompiled header's extension, found beside the header by `-include`

    @property
    def flags(self) -> tuple[str, ...]:
        return (self.std, *COMMON_FLAGS)


CLANG = Compiler("clang++-19", "-std=gnu++23", ".pch")
GCC = Compiler("g++", "-std=gnu++20", ".gch")


def compiler() -> Compiler:
    """clang 19 where it is installed (LeetCode's compiler), else g++."""
    return CLANG if shutil.which(CLANG.command, path=toolchain_path()) else GCC


FLAGS = GCC.flags  # g++'s, for callers that only name them
# LeetCode's definition, put before the user's file when the signature takes a tree (the driver's
# conv() builds it from the level-order list; its nodes are never freed, as on LeetCode).
TREE_NODE = (
    "struct TreeNode {\n"
    "    int val;\n"
    "    TreeNode *left;\n"
    "    TreeNode *right;\n"
    "    TreeNode() : val(0), left(nullptr), right(nullptr) {}\n"
    "    TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}\n"
    "    TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}\n"
    "};\n"
)
# LeetCode's singly linked list, put there the same way when the signature takes one
LIST_NODE = (
    "struct ListNode {\n"
    "    int val;\n"
    "    ListNode *next;\n"
    "    ListNode() : val(0), next(nullptr) {}\n"
    "    ListNode(int x) : val(x), next(nullptr) {}\n"
    "    ListNode(int x, ListNode *next) : val(x), next(next) {}\n"
    "};\n"
)


def _fits_int32(bounds: tuple[int, int] | None) -> bool:
    return bounds is not None and INT32[0] <= bounds[0] and bounds[1] <= INT32[1]


def cpp_type(value_type: ValueType, int_type: str = "int") -> str:
    if value_type.name == TREE:
        return "TreeNode*"
    if value_type.name == LINKED:
        return "ListNode*"
    if value_type.name == "list":
        assert value_type.item is not None
        return f"vector<{cpp_type(value_type.item, int_type)}>"
    return {"int": int_type, "bool": "bool", "float": "double", "str": "string"}[value_type.name]


def param_type(param: Param) -> str:
    """LeetCode's C++ type: `int` when the declared bounds fit 32 bits, else `long long`."""
    bounds = param.values if param.type.name == "list" else param.range
    return cpp_type(param.type, "int" if _fits_int32(bounds) else "long long")


def _declaration(param: Param) -> str:
    kind = param_type(param)
    return f"{kind}& {param.name}" if param.type.name == "list" else f"{kind} {param.name}"


def _string_literal(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")
    return f'"{escaped}"'


def generate_driver(signature: Signature) -> str:
    """The driver's source for this signature (the template's @@ marks filled in)."""
    names = signature.names
    shown = ", ".join(_declaration(p) for p in signature.params)
    branches = []
    for name in names:
        branches.append(
            f"if constexpr (complete<S> && requires(S& s) {{ s.{name}(a...); }}) {{\n"
            f"        auto s = std::make_unique<S>();\n"
            f"        run_call(r, [&]() -> decltype(auto) {{ return s->{name}(a...); }});\n"
            f"    }}"
        )
    for name in names:
        branches.append(
            f"if constexpr (requires {{ {name}(a...); }}) {{\n"
            f"        run_call(r, [&]() -> decltype(auto) {{ return {name}(a...); }});\n"
            f"    }}"
        )
    wanted = " or ".join(names)
    message = f"no entry found: define class Solution with a public method {wanted} taking ({shown})"
    branches.append(f"{{\n        static_assert(no_entry<S>, {_string_literal(message)});\n    }}")
    entry = (
        "template <class S, class... A>\n"
        "static void invoke(Result& r, A&... a) {\n    " + " else ".join(branches) + "\n}\n"
    )
    strategy, entry_class = "", "Solution"
    if signature.strategy is not None:  # the class, asked for moves over the referee's pipe
        entry = strategy_drivers.cpp_entry(signature, shown, strategy_drivers.cpp_moves(signature.strategy))
        strategy, entry_class = driver_source("cpp_driver_strategy.h"), signature.entry
    args = []
    for index, param in enumerate(signature.params):
        args.append(
            f"{param_type(param)} a{index};\n"
            f"        {{\n"
            f"            const J* v = args.get({_string_literal(param.name)});\n"
            f"            if (!v) throw std::runtime_error({_string_literal('no argument ' + param.name)});\n"
            f"            conv(*v, a{index});\n"
            f"        }}"
        )
    call_args = "".join(f", a{index}" for index in range(len(signature.params)))
    if signature.api is not None:  # an API object (843's Master) is the last argument
        declared, passed = cpp_object(signature.api)
        args, call_args = [*args, declared] if declared else args, call_args + passed
    marks = {"SHARED": driver_source(DRIVER_SHARED.name), "STRATEGY": strategy, "ENTRY": entry}
    marks |= {"ARGS": "\n        ".join(args), "CLASS": entry_class, "CALLARGS": call_args}
    return fill(driver_source(DRIVER.name), marks)


@cache
def driver_core_source() -> str:
    """The driver's core as compiled (once per toolchain and flags, cpp.py `_driver_core`)."""
    return fill(driver_source(DRIVER_CORE.name), {"SHARED": driver_source(DRIVER_SHARED.name)})


def compose(
    user_source: str, display_name: str, driver: str, trees: bool = False, api: str = "", linked: bool = False
) -> str:
    """The one translation unit: prelude (with LeetCode's TreeNode if `trees`, ListNode if `linked`),
    the user's file (its own line numbers), the driver."""
    if not user_source.endswith("\n"):
        user_source += "\n"
    return (
        "using namespace std;\n"
        f"{TREE_NODE if trees else ''}{LIST_NODE if linked else ''}{api}"
        "class Solution;\n"
        "#define main judge_user_main_\n"  # a main() of the user's (to try it locally) is harmless
        f"#line 1 {_string_literal(display_name)}\n"
        f"{user_source}"
        '#line 1 "judge-driver.cpp"\n'
        f"{driver}"
    )


_TYPES = {"int": "int", "str": "string", "bool": "bool"}  # interactive arguments' in LeetCode's templates
_TYPES |= {f"list[{item}]": f"vector<{_TYPES[item]}>&" for item in ("str", "int")}


class Cpp(Language):
    name = "cpp"
    kernel_n, reference_kernel_ms = 1000, 25.0
    comment = "//"

    def interactive_template(self, problem: Problem) -> str:
        interaction, signature = problem.interaction, problem.solution_signature
        assert interaction is not None
        listed = [f"{_TYPES.get(str(p.type), str(p.type))} {p.name}" for p in signature.params]
        if interaction.object:
            listed.append(f"{interaction.object_class}& {interaction.object}")
            calls = " ".join(f"int {c.name}({_TYPES[c.type]} {c.param});" for c in interaction.calls)
            api = (
                f"/**\n * The judge's API (do not write it):\n"
                f" * class {interaction.object_class} {{ public: {calls} }};\n */\n"
            )
        else:
            calls = "\n".join(f" * int {c.name}({_TYPES[c.type]} {c.param});" for c in interaction.calls)
            api = f"/**\n * Forward declaration of the judge's API (do not write it):\n{calls}\n */\n"
        void = interaction.returns_void
        result = "void" if void else _TYPES.get(str(signature.returns), str(signature.returns))
        body = "" if void else "        return 0;  // a placeholder, so the untouched template compiles\n"
        return (
            f"{api}\nclass Solution {{\npublic:\n"
            f"    {result} {signature.entry}({', '.join(listed)}) {{\n        \n{body}    }}\n}};\n"
        )

    def strategy_template(self, problem: Problem) -> str:
        return self.template(problem.solution_signature)

    @property
    def version_command(self) -> tuple[str, ...]:  # type: ignore[override]
        return (compiler().command, "--version")

    @property
    def flags(self) -> str:  # type: ignore[override]
        chosen = compiler()
        return f"{chosen.command} {' '.join(chosen.flags)}, every standard header and `using namespace std`"

    def prepare(
        self, solution: Path, signature: Signature, build_root: Path, source: bytes | None = None
    ) -> Program:
        chosen = compiler()
        flags = chosen.flags
        identity = tool_identity(find_tool(chosen.command, MISSING))
        # run by the name found on PATH: clang++-19 resolves to `clang`, which links C++ only when
        # called by a C++ name
        tool = Path(shutil.which(chosen.command, path=toolchain_path()) or chosen.command)
        build_root = private_builds(build_root)  # ours alone: what is found there is run
        user_source = (source if source is not None else solution.read_bytes()).decode("utf-8")
        driver = generate_driver(signature)
        api = ""
        if signature.api is not None:  # an interactive problem: LeetCode's guess / Master
            api = cpp_prelude(signature.api)
        elif signature.strategy is not None:  # a strategy problem: the judge asks for moves
            api = strategy_drivers.cpp_prelude(signature)
        display_name = solution.name
        unit = compose(
            user_source,
            display_name,
            driver,
            trees=bool(signature.tree_params),
            api=api,
            linked=bool(signature.linked_params),
        )
        key = build_key("cpp", identity, " ".join(flags), unit, driver_core_source())
        final = build_root / "cpp" / key
        program = final / "prog"
        compile_ms = 0.0
        cached = program.is_file()
        if not cached:
            include, pch_ms = _precompiled_header(tool, chosen, identity, build_root)
            core, core_ms = _driver_core(tool, chosen, identity, build_root, include)
            with building(final) as work:
                (work / "main.cpp").write_text(unit, encoding="utf-8")
                ok, message, elapsed = run_compiler(
                    [str(tool), *flags, *include, "main.cpp", str(core), "-o", "prog"],
                    cwd=work,
                    clean={str(work) + "/": "", str(Path(include[1]).parent) + "/": ""},
                    read=_prelude_paths(build_root, include) + (core,),
                )
                compile_ms = elapsed + pch_ms + core_ms
                finish_build(ok, message, work, final, compile_ms, chosen.command)
        return native_program(self.name, solution, display_name, Path(program), compile_ms, cached)

    def template(self, signature: Signature) -> str:
        params = ", ".join(_declaration(p) for p in signature.params)
        if signature.strategy is not None:
            return strategy_drivers.cpp_template(signature, params)
        returns = cpp_type(signature.returns, "long long" if signature.return_bits == 64 else "int")
        return node_comment(signature, {TREE: TREE_NODE, LINKED: LIST_NODE}) + (
            "class Solution {\n"
            "public:\n"
            f"    {returns} {signature.entry}({params}) {{\n"
            "        \n"
            "        return {};  // a placeholder, so the untouched template compiles and runs\n"
            "    }\n"
            "};\n"
        )


def _precompiled_header(
    tool: Path, chosen: Compiler, identity: str, build_root: Path
) -> tuple[tuple[str, ...], float]:
    """The compiler's arguments that include the prelude, precompiled once per toolchain and flags
    (cuts a compile from ~4 s to under 1 s); if precompiling fails the plain header still works,
    only slower."""
    flags = chosen.flags
    final = build_root / "cpp" / ("pch-" + build_key("pch", identity, " ".join(flags), PRELUDE_HEADER))
    compiled = "judge_prelude.h" + chosen.pch_suffix
    if chosen is CLANG:
        # clang's PCH names the header it was made from and checks it is there, unchanged: the header
        # lives at one path written once, outside the folder that is renamed into place.
        stable = _stable_header(build_root / "cpp")
        if (final / compiled).is_file():
            return ("-include-pch", str(final / compiled)), 0.0
        with building(final) as work:
            ok, _, elapsed = run_compiler(
                [str(tool), *flags, "-x", "c++-header", str(stable), "-o", compiled], cwd=work, read=(stable,)
            )
        if not ok:
            (work / compiled).unlink(missing_ok=True)
        publish(work, final)
        found = (final / compiled).is_file()
        return (("-include-pch", str(final / compiled)) if found else ("-include", str(stable))), elapsed
    header = final / "judge_prelude.h"  # g++ finds judge_prelude.h.gch beside it
    if (final / compiled).is_file():
        return ("-include", str(header)), 0.0
    with building(final) as work:
        (work / "judge_prelude.h").write_text(PRELUDE_HEADER)
        ok, _, elapsed = run_compiler(
            [str(tool), *flags, "-x", "c++-header", "judge_prelude.h", "-o", compiled],
            cwd=work,
        )
    if not ok:
        (work / compiled).unlink(missing_ok=True)
    publish(work, final)
    if not header.is_file():  # published by nobody: use the plain header from the work folder
        return ("-include", str(work / "judge_prelude.h")), elapsed
    return ("-include", str(header)), elapsed


def _driver_core(
    tool: Path, chosen: Compiler, identity: str, build_root: Path, include: tuple[str, ...]
) -> tuple[Path, float]:
    """The driver's core as an object file, compiled once per toolchain, flags and core source
    (with the prelude as the solutions have it): (its path, the milliseconds it took now, 0 when it
    was there)."""
    source = driver_core_source()
    final = build_root / "cpp" / ("core-" + build_key("core", identity, " ".join(chosen.flags), source))
    core = final / "core.o"
    if core.is_file():
        return core, 0.0
    with building(final) as work:
        (work / "core.cpp").write_text(source, encoding="utf-8")
        ok, message, elapsed = run_compiler(
            [str(tool), *chosen.flags, *include, "-c", "core.cpp", "-o", "core.o"],
            cwd=work,
            read=_prelude_paths(build_root, include),
        )
        # the core failing to compile is the judge's fault, not the user's: said as it is
        finish_build(ok, "the judge's C++ driver: " + message, work, final, elapsed, chosen.command)
    return core, elapsed


def _prelude_paths(build_root: Path, include: tuple[str, ...]) -> tuple[Path, ...]:
    """What a compile that includes the prelude reads of the build root: the folder of its header or
    precompiled header (g++ looks for the .gch beside the header), and clang's stable header."""
    return (Path(include[1]).parent, build_root / "cpp" / "judge_prelude.h")


def _stable_header(folder: Path) -> Path:
    """The prelude header at one path, created once and never rewritten (a rewrite would change
    its time and invalidate every PCH made from it); concurrent judges race through a link."""
    header = folder / "judge_prelude.h"
    if header.is_file():
        return header
    folder.mkdir(parents=True, exist_ok=True)
    draft = folder / f".judge_prelude.{os.getpid()}.h"
    draft.write_text(PRELUDE_HEADER)
    try:
        os.link(draft, header)
    except FileExistsError:
        pass
    finally:
        draft.unlink(missing_ok=True)
    return header
