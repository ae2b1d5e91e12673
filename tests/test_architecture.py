"""The package layout holds: imports point down the layers, never up or sideways into a cycle."""

from __future__ import annotations

import ast
from pathlib import Path

JUDGE = Path(__file__).resolve().parent.parent / "judge"
# Lower first. A module may import its own package and any package on a lower floor.
FLOORS = [
    ("model",),
    ("bank",),
    ("sandbox",),
    ("grading",),
    ("store",),
    ("stress", "bench", "explain"),
    ("verify",),
    ("render",),
    ("cli", "__main__"),
]
FLOOR = {name: level for level, names in enumerate(FLOORS) for name in names}


def package_of(module: Path) -> str:
    parts = module.relative_to(JUDGE).with_suffix("").parts
    return parts[0]


def judge_imports(module: Path) -> set[str]:
    """The judge packages a module imports, at the top or inside functions."""
    found = set()
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        for name in names:
            parts = name.split(".")
            if parts[0] == "judge" and len(parts) > 1:
                found.add(parts[1])
    return found


def test_imports_point_down() -> None:
    upward = []
    for module in sorted(JUDGE.rglob("*.py")):
        package = package_of(module)
        if package not in FLOOR:  # judge/__init__.py
            continue
        for imported in judge_imports(module):
            if imported in FLOOR and FLOOR[imported] > FLOOR[package]:
                upward.append(f"{module.relative_to(JUDGE)} imports judge.{imported}")
    assert not upward, "\n".join(upward)


def test_model_imports_nothing_else_of_judge() -> None:
    for module in (JUDGE / "model").rglob("*.py"):
        assert judge_imports(module) <= {"model"}, module


def test_only_the_sandbox_and_grading_make_runners() -> None:
    """Processes have one owner: a Runner is built in sandbox/ and grading/session.py only."""
    makers = sorted(str(m.relative_to(JUDGE)) for m in JUDGE.rglob("*.py") if "Runner(" in m.read_text())
    assert makers and all(m.startswith(("sandbox/", "grading/")) for m in makers), makers


def test_modules_stay_small() -> None:
    """No module over ~400 lines but the in-child harness, which must stay one file."""
    big = {str(m.relative_to(JUDGE)): len(m.read_text().splitlines()) for m in JUDGE.rglob("*.py")}
    over = {name: lines for name, lines in big.items() if lines > 400 and name != "sandbox/child.py"}
    assert not over, over


def module_name(path: Path) -> str:
    parts = path.relative_to(JUDGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def top_level_imports(body: list[ast.stmt]) -> list[ast.Import | ast.ImportFrom]:
    """The imports a module runs when it loads, or names for its types: those of its top level,
    of an `if` or `try` there (TYPE_CHECKING included), never those inside a function or class."""
    found: list[ast.Import | ast.ImportFrom] = []
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif isinstance(node, ast.If):
            found += top_level_imports(node.body) + top_level_imports(node.orelse)
        elif isinstance(node, ast.Try):
            found += top_level_imports(node.body) + top_level_imports(node.orelse)
            found += top_level_imports(node.finalbody)
            for handler in node.handlers:
                found += top_level_imports(handler.body)
    return found


def import_graph() -> dict[str, set[str]]:
    """Each module of judge/ and the modules of judge/ it imports at its top level. `from a import b`
    is an edge to the module a.b when there is one, else to a; a relative import is resolved first."""
    paths = {module_name(path): path for path in JUDGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in top_level_imports(ast.parse(path.read_text(encoding="utf-8")).body):
            if isinstance(node, ast.Import):
                wanted = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*parent, base] if base else parent)
                wanted = [
                    f"{base}.{alias.name}" if f"{base}.{alias.name}" in paths else base
                    for alias in node.names
                ]
            for target in wanted:
                while target and target not in paths:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    targets.add(target)
        graph[name] = targets
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of `graph` as a path that ends where it starts, or None (depth first, colours)."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == 1:
                return path[path.index(target) :] + [target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_find_cycle_sees_one() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_no_import_cycles_between_modules() -> None:
    """No module of judge/ imports, at its top level, one that imports it back (directly or through
    others): a cycle makes the first of them load half-initialised, in an order that depends on
    which is imported first. Imports inside functions are the way to call back up when needed."""
    graph = import_graph()
    assert len(graph) > 100 and graph["judge.cli"], "the graph should see the whole package"
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


# Process powers: what starts a process, signals one, or sets resource limits. Only the sandbox
# may hold them (it owns every child: start, confine, limit, kill, reap).
PROCESS_MODULES = {"subprocess", "resource", "multiprocessing"}
PROCESS_CALLS = {
    "os": {"fork", "forkpty", "kill", "killpg", "system", "popen", "posix_spawn", "posix_spawnp"}
    | {
        f"{kind}{suffix}"
        for kind in ("exec", "spawn")
        for suffix in ("l", "le", "lp", "lpe", "v", "ve", "vp", "vpe")
    },
    "signal": {"pthread_kill", "pidfd_send_signal"},
}
# Still outside the sandbox, each for a reason; a new use anywhere else fails the test, and an
# entry no longer needed fails it too (so this list only shrinks).
PROCESS_ALLOWED: set[tuple[str, str]] = set()


def process_powers(source: str) -> set[str]:
    """The process powers `source` imports or uses: "subprocess", "os.fork", "signal.pthread_kill"...,
    followed through aliases (`import os as o`, `from os import kill`)."""
    tree = ast.parse(source)
    modules: dict[str, str] = {}  # a local name bound to os or signal: which
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                top = alias.name.split(".")[0]
                if top in PROCESS_MODULES:
                    found.add(top)
                if alias.name in PROCESS_CALLS:
                    modules[alias.asname or alias.name] = alias.name
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            top = node.module.split(".")[0]
            if top in PROCESS_MODULES:
                found.add(top)
            for alias in node.names:
                if alias.name in PROCESS_CALLS.get(node.module, ()):
                    found.add(f"{node.module}.{alias.name}")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in modules:
            module = modules[node.value.id]
            if node.attr in PROCESS_CALLS[module]:
                found.add(f"{module}.{node.attr}")
    return found


def test_only_the_sandbox_starts_limits_or_kills_processes() -> None:
    """subprocess, resource, os.fork and os.kill/killpg (and their kin) appear under judge/sandbox/
    only, but for the commented PROCESS_ALLOWED."""
    seen = {
        (str(module.relative_to(JUDGE)), power)
        for module in sorted(JUDGE.rglob("*.py"))
        if package_of(module) != "sandbox"
        for power in process_powers(module.read_text(encoding="utf-8"))
    }
    assert not seen - PROCESS_ALLOWED, (
        f"process powers outside judge/sandbox/: {sorted(seen - PROCESS_ALLOWED)}"
    )
    assert not PROCESS_ALLOWED - seen, (
        f"allowed but no longer used (remove them): {sorted(PROCESS_ALLOWED - seen)}"
    )


def test_the_process_check_follows_aliases() -> None:
    source = (
        "import subprocess as sp\nimport os as o\nfrom os import killpg\nfrom signal import pthread_kill\n"
        "import resource\nimport signal\n"
        "o.fork()\no.execvp('x', [])\nkillpg(1, 9)\nsignal.pthread_kill(1, 9)\nos.getpid()\n"
    )
    assert process_powers(source) == {
        "subprocess",
        "resource",
        "os.fork",
        "os.execvp",
        "os.killpg",
        "signal.pthread_kill",
    }
    assert process_powers("import os\nos.getpid()\nos.kill_helper = 1\n") == set()


# Running a file's code: importlib's loading by path, runpy, exec. Problem code (a bank's checker,
# generator, validator, strategy, play, table, game) never runs in the judge's process: only the
# code that runs inside a child (a solution's harness, a support child's) may load or exec code.
# (A loader's get_code, which the sandbox uses to send its own harness compiled, runs nothing.)
LOADING = {"spec_from_file_location", "exec_module", "load_module", "run_path", "run_module", "load_source"}
LOADERS = {"runpy", "imp"}
CHILD_SIDE = {"sandbox/child.py", "sandbox/support_child.py", "sandbox/interactor_child.py"}


def loads_files_in_process(source: str) -> bool:
    """Whether `source` runs code it did not import by name in its own process: importlib's file
    loading, runpy, or a call of exec (of a file's contents or anything else)."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in LOADING:
            return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "exec":
            return True
        if isinstance(node, ast.Import) and any(alias.name.split(".")[0] in LOADERS for alias in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = {alias.name for alias in node.names}
            if node.module.split(".")[0] in LOADERS or names & (LOADING | {"exec"}):
                return True
    return False


def test_the_loading_check_sees_each_way_in() -> None:
    for source in (
        "import importlib.util\nspec = importlib.util.spec_from_file_location('m', 'checker.py')\n",
        "from importlib.util import spec_from_file_location\n",
        "spec.loader.exec_module(module)\n",
        "import runpy\nrunpy.run_path('play.py')\n",
        "from runpy import run_path\n",
        "exec(open('strategy.py').read(), {})\n",
        "SourceFileLoader('m', 'table.py').load_module()\n",
    ):
        assert loads_files_in_process(source), source
    assert not loads_files_in_process("import importlib\nimportlib.import_module('json')\nx = 'exec(code)'\n")


def test_problem_code_never_enters_the_judge() -> None:
    """A problem's own files run in their confined children (sandbox/support.py): loading a file by
    path or exec'ing code appears only in the code that runs inside a child (CHILD_SIDE)."""
    loaders = sorted(
        str(module.relative_to(JUDGE))
        for module in JUDGE.rglob("*.py")
        if str(module.relative_to(JUDGE)) not in CHILD_SIDE
        and loads_files_in_process(module.read_text(encoding="utf-8"))
    )
    assert loaders == [], f"code loaded or exec'd in the judge's process: {loaders}"
