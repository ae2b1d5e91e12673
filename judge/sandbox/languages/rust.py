"""Rust (edition 2021, opt-level 2 as LeetCode): the user's `impl Solution` plus the driver.

The crate's root is the user's file, unchanged but for a `fn main` of theirs renamed in place (so
rustc's messages and panics name its own lines), with one line appended: `include!` of `rust_driver.rs`, which supplies what LeetCode supplies
(`struct Solution;`, TreeNode and ListNode as LeetCode defines them, an interactive problem's API)
and calls the entry with the case's arguments converted to its own parameter types. Rust items need
no order, so what comes after the user's code is seen by it. Which of the driver's parts are built
is chosen with `--cfg` flags; the two lines the signature decides (the arguments, the call) are
filled in here. The protocol, JSON and accounting live in the driver's core
(`rust_driver_core.rs`, the library `judge_rt`), built once per toolchain and linked with each
solution, as the C++ core is. Which rustc: rust_toolchain.py.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from judge.model.problem import Problem, Signature
from judge.model.values import ValueType
from judge.sandbox.folders import private_builds
from judge.sandbox.languages import rust_source
from judge.sandbox.languages.base import CompileFailedError, Language, Program, ToolchainMissingError
from judge.sandbox.languages.compiled import (
    build_key,
    building,
    finish_build,
    native_program,
    run_compiler,
    tool_identity,
)
from judge.sandbox.languages.protocol import driver_source, fill
from judge.sandbox.languages.rust_source import (
    code_only,
    declaration,
    defines,
    entry_names,
    find_entry,
    move_names,
    param_type,
    rust_type,
    snake,
    strategy_move,
)
from judge.sandbox.languages.rust_toolchain import RustToolchain, find_rustc

HERE = Path(__file__).resolve().parent
DRIVER = HERE / "rust_driver.rs"  # built with each solution
DRIVER_CORE = HERE / "rust_driver_core.rs"  # built once per toolchain
DRIVER_NAME = "judge-driver.rs"  # the included file, as compiler messages name it
# LeetCode's: edition 2021, opt-level 2 and no overflow checks (an i32 overflow wraps there, as a
# user's report to LeetCode-Feedback shows, issue 26474). Warnings are not shown: LeetCode shows none.
FLAGS = ("--edition", "2021", "-C", "opt-level=2", "--color", "never", "-A", "warnings")
# The interactive APIs the driver has (its --cfg names), by (object class, (call, its type)...).
APIS: dict[tuple[str | None, tuple[tuple[str, str], ...]], str] = {
    (None, (("guess", "int"),)): "judge_api_guess",
    ("Master", (("guess", "str"),)): "judge_api_master",
}
USER_MAIN = re.compile(r"^(\s*(?:pub\s+)?)fn\s+main\s*\(", re.MULTILINE)


def api_cfg(signature: Signature) -> str | None:
    """The driver's --cfg for the signature's interactive API, None if it has none of its own."""
    api = signature.api
    assert api is not None
    return APIS.get((api.object_class, tuple((c.name, c.type) for c in api.calls)))


def generate_driver(entry: str, signature: Signature) -> str:
    """rust_driver.rs with the arguments and the call filled in (for a strategy problem, `entry` is
    the move method's name and the call is the game's loop)."""
    source = driver_source(DRIVER.name)
    if signature.strategy is not None:
        return fill(source, {"ARGS": "", "CALL": _strategy_call(entry, signature)})
    lines = [f"let a{k} = arg(args, {json.dumps(p.name)});" for k, p in enumerate(signature.params)]
    passed = [f"a{k}" for k in range(len(signature.params))]
    api = signature.api
    if api is not None and api.object_class:
        passed.append(f"&crate::{api.object_class}")
    call = f"crate::Solution::{entry}({', '.join(passed)})"
    return fill(source, {"ARGS": "\n        ".join(lines), "CALL": call})


def _strategy_call(method: str, signature: Signature) -> str:
    """A strategy case: the class built afresh (its starting position converted again) on each
    `b`, asked for a move on each `m` (judge_rt::play)."""
    api = signature.strategy
    assert api is not None
    cls = f"crate::{signature.entry}"
    start = ", ".join(f"arg(args, {json.dumps(p.name)})" for p in signature.params)
    moves = ", ".join(f"view_arg(view, {k})" for k in range(len(api.params)))
    return (
        "{\n            let mut player = None;\n"
        "            judge_rt::play(&mut |view: Option<&[Json]>| match view {\n"
        f"                None => {{ player = None; player = Some({cls}::new({start})); String::new() }}\n"
        "                Some(view) => {\n"
        f"                    let player: &mut {cls} = player.as_mut().unwrap();\n"
        "                    let mut encoded = judge_rt::Outcome::new();\n"
        f"                    (&Returned(player.{method}({moves}))).encode(&mut encoded);\n"
        "                    judge_rt::move_reply(encoded)\n"
        "                }\n"
        "            })\n        }"
    )


def strategy_shape(source: str, signature: Signature) -> str:
    """The move method's name as the user's file defines it; CompileFailedError naming what to write
    when the class or the method is missing."""
    api = signature.strategy
    assert api is not None
    start = ", ".join(f"{p.name}: {param_type(p)}" for p in signature.params)
    names = move_names(api.method)
    wanted = (
        f"define struct {signature.entry} and impl {signature.entry} {{ fn new({start}) -> Self {{ ... }} "
        f"{strategy_move(signature, names[0])} {{ ... }} }}, as `judge new` writes them"
    )
    if not defines(source, "struct", signature.entry):
        raise CompileFailedError(f"no struct {signature.entry} found: {wanted}")
    found = find_entry(source, names)
    if found is None:
        raise CompileFailedError(f"no method {names[0]} found: {wanted}")
    return found


def cfgs(source: str, signature: Signature) -> list[str]:
    """The --cfg flags that pick the driver's parts for this solution and problem."""
    chosen = []
    if defines(source, "struct", "Solution"):
        chosen.append("judge_own_solution")
    if signature.tree_params:
        chosen += ["judge_tree"] + (["judge_own_tree"] if defines(source, "struct", "TreeNode") else [])
    if signature.linked_params:
        chosen += ["judge_list"] + (["judge_own_list"] if defines(source, "struct", "ListNode") else [])
    if signature.api is not None:
        api = api_cfg(signature)
        assert api is not None  # prepare() refuses the others first
        chosen.append(api)
    return [flag for name in chosen for flag in ("--cfg", name)]


def user_crate(source: str) -> str:
    """The crate's root: the user's file as written (a `main` of theirs renamed on its own line,
    for trying it locally), then the driver's include."""
    source = USER_MAIN.sub(lambda m: f"{m.group(1)}fn judge_user_main_(", source)
    return source + f'\ninclude!("{DRIVER_NAME}");\n'


class Rust(Language):
    name = "rust"
    comment = "//"
    # Its kernel took 1.14x C++'s here (19.2-19.6 ms against 16.7-17.2, four interleaved runs of each at
    # load 1-3, 2026-12-05): the reference machine's is C++'s 25 ms times that.
    kernel_n, reference_kernel_ms = 1000, 28.5

    def type_name(self, value_type: ValueType, optional: bool = False) -> str:
        written = rust_type(value_type)
        return f"Option<{written}>" if optional else written

    def interactive_template(self, problem: Problem) -> str:
        return self.template(problem.solution_signature)  # LeetCode's API is the signature's

    def strategy_template(self, problem: Problem) -> str:
        return self.template(problem.solution_signature)

    @property
    def version_command(self) -> tuple[str, ...]:  # type: ignore[override]
        """The rustc the judge builds with (rust_toolchain.find_rustc), not just the one on PATH."""
        try:
            return (str(find_rustc().path), "--version")
        except ToolchainMissingError:  # `judge --version` says "not found"
            return ("rustc", "--version")

    @property
    def flags(self) -> str:  # type: ignore[override]
        return "rustc " + " ".join(FLAGS[:4]) + " (impl Solution; struct Solution supplied)"

    def prepare(
        self, solution: Path, signature: Signature, build_root: Path, source: bytes | None = None
    ) -> Program:
        toolchain = find_rustc()
        build_root = private_builds(build_root)  # ours alone: what is found there is run
        text = (source if source is not None else solution.read_bytes()).decode("utf-8")
        display_name = solution.name
        if signature.api is not None and api_cfg(signature) is None:
            raise CompileFailedError("this interactive problem's API is not available in Rust yet")
        code = code_only(text)
        if signature.strategy is not None:
            entry: str | None = strategy_shape(code, signature)
        else:
            entry = find_entry(code, entry_names(signature))
        if entry is None:
            wanted = " or ".join(dict.fromkeys(snake(name) for name in signature.names))
            raise CompileFailedError(
                f"no entry found: define impl Solution {{ {declaration(signature, wanted)} {{ ... }} }}"
            )
        driver = generate_driver(entry, signature)
        crate = user_crate(text)
        flags = cfgs(code, signature)
        user_name = display_name if display_name != DRIVER_NAME else "solution.rs"
        core, core_ms = _driver_core(toolchain, build_root)
        key = build_key(
            "rust",
            tool_identity(toolchain.path),
            toolchain.line,
            " ".join(FLAGS),
            " ".join(flags),
            user_name,
            crate,
            driver,
            str(core),
        )
        final = build_root / "rust" / key
        program = final / "prog"
        compile_ms = 0.0
        cached = program.is_file()
        if not cached:
            with building(final) as work:
                (work / user_name).write_text(crate, encoding="utf-8")
                (work / DRIVER_NAME).write_text(driver, encoding="utf-8")
                command = [str(toolchain.path), *FLAGS, "--crate-type", "bin", "--crate-name", "solution"]
                command += [*flags, "--extern", f"judge_rt={core}", user_name, "-o", "prog"]
                ok, message, elapsed = run_compiler(
                    command, cwd=work, clean={str(work) + "/": ""}, read=[core.parent]
                )
                compile_ms = elapsed + core_ms
                finish_build(ok, message, work, final, compile_ms, "rustc")
        return native_program(self.name, solution, display_name, program, compile_ms, cached)

    def template(self, signature: Signature) -> str:
        return rust_source.template(signature)


def _driver_core(toolchain: RustToolchain, build_root: Path) -> tuple[Path, float]:
    """The driver's core as a library (libjudge_rt.rlib), built once per toolchain, flags and core
    source: (its path, the milliseconds it took now, 0 when it was there)."""
    source = DRIVER_CORE.read_text(encoding="utf-8")
    identity = tool_identity(toolchain.path)
    final = (
        build_root / "rust" / ("core-" + build_key("core", identity, toolchain.line, " ".join(FLAGS), source))
    )
    library = final / "libjudge_rt.rlib"
    if library.is_file():
        return library, 0.0
    with building(final) as work:
        (work / "judge_rt.rs").write_text(source, encoding="utf-8")
        command = [str(toolchain.path), *FLAGS, "--crate-type", "rlib", "--crate-name", "judge_rt"]
        ok, message, elapsed = run_compiler([*command, "judge_rt.rs", "-o", "libjudge_rt.rlib"], cwd=work)
        # the core failing to build is the judge's fault, not the user's: said as it is
        finish_build(ok, "the judge's Rust driver: " + message, work, final, elapsed, "rustc")
    return library, elapsed
