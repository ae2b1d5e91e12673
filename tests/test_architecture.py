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
    ("usecases",),
    ("render",),
    ("serve",),  # judge serve: a front end of the use cases, as the command line is
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


RUNNER = "judge.sandbox.runner"
SESSION = "grading/programs.py"  # the one module outside the sandbox that holds the runner


def imports_module(source: str, wanted: str, package: str = "judge") -> bool:
    """Whether `source` (a module of `package`) imports the module `wanted` anywhere, at the top or
    in a function: `import a.b`, `from a.b import x`, `from a import b`, or a relative import
    (`from . import runner`) that resolves to one of those."""
    parent, _, leaf = wanted.rpartition(".")
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import) and any(
            alias.name == wanted or alias.name.startswith(wanted + ".") for alias in node.names
        ):
            return True
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, module] if module else base)
            if module == wanted or module.startswith(wanted + "."):
                return True
            if module == parent and any(alias.name == leaf for alias in node.names):
                return True
    return False


def test_the_import_check_sees_every_form() -> None:
    for source in (
        "from judge.sandbox.runner import Runner",
        "import judge.sandbox.runner as r",
        "def f():\n    from judge.sandbox import runner\n",
    ):
        assert imports_module(source, RUNNER), source
    assert imports_module("from .runner import Runner", RUNNER, "judge.sandbox")
    assert imports_module("from ..sandbox import runner", RUNNER, "judge.grading")
    for source in ("from judge.sandbox import launch", "from judge.sandbox.wire import PIPELINE_WINDOW"):
        assert not imports_module(source, RUNNER), source


def _package(path: Path) -> str:
    name = module_name(path)
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def test_only_the_session_holds_the_runner() -> None:
    """Every run goes through grading/programs.py's sessions: no module outside judge/sandbox/ but it
    imports the runner (a constant it has, grading/session.py re-exports)."""
    holders = sorted(
        str(module.relative_to(JUDGE))
        for module in JUDGE.rglob("*.py")
        if package_of(module) != "sandbox"
        and imports_module(module.read_text(encoding="utf-8"), RUNNER, _package(module))
    )
    assert holders == [SESSION], holders


def test_modules_stay_small() -> None:
    """No module over ~400 lines but the in-child harness, which must stay one file."""
    big = {str(m.relative_to(JUDGE)): len(m.read_text().splitlines()) for m in JUDGE.rglob("*.py")}
    over = {name: lines for name, lines in big.items() if lines > 400 and name != "sandbox/child.py"}
    assert not over, over


def module_name(path: Path, root: Path = JUDGE) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def every_import(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """Every import of a module: at its top level, under `if` or `try` (TYPE_CHECKING included), and
    inside its functions and classes. One run late is still a circle between two files: which of them
    is half loaded when the other calls back depends on who was imported first."""
    return [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]


def import_graph(root: Path = JUDGE) -> dict[str, set[str]]:
    """Each module of the package `root` and the modules of it that it imports, wherever in the file.
    `from a import b` is an edge to the module a.b when there is one, else to a; a relative import is
    resolved first."""
    paths = {module_name(path, root): path for path in root.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in every_import(ast.parse(path.read_text(encoding="utf-8"))):
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


def test_an_import_inside_a_function_closes_a_cycle(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg.b import helper\n")
    (package / "b.py").write_text("def helper():\n    from . import a\n    return a\n")
    (package / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import a\n"
    )
    graph = import_graph(package)
    assert graph["pkg.b"] == {"pkg.a"} and graph["pkg.c"] == {"pkg.a"}
    assert find_cycle(graph) == ["pkg.a", "pkg.b", "pkg.a"]


def test_no_import_cycles_between_modules() -> None:
    """No file of judge/ imports one that imports it back, directly or through others, at its top
    level or inside a function: two files that need each other are one unit cut in two, and which of
    them is half initialised when the other calls back depends on which was imported first."""
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
CHILD_SIDE = {
    "sandbox/child.py",
    "sandbox/support_child.py",
    "sandbox/interactor_child.py",
    "sandbox/strategy_child.py",
    "sandbox/duplex_child.py",
}


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


# Configuration comes down from the CLI (model/settings.py: built once by cli/common.py), never read
# deep inside. Each file still reading the environment itself, and why; a new one fails the test, and
# an entry no longer needed fails it too (so this list only shrinks).
ENV_READERS = {
    "model/settings.py": "where the settings are built: environment() is the one read",
    "sandbox/languages/compiled.py": "composes a compiler child's environment (its PATH)",
    "sandbox/languages/base.py": "toolchain_path: PATH and JUDGE_TOOLCHAIN_PATH, where a Language finds "
    "its toolchain, asked with no settings at hand (version_command, as ts_toolchain.py)",
    "sandbox/languages/ts_toolchain.py": "finds tsc under the home's toolchains/ for a Language, whose "
    "version_command (`judge --version`, the calibration's fingerprint) is asked with no settings at hand",
    "sandbox/languages/rust_toolchain.py": "CARGO_HOME, where rustup puts its rustc (~/.cargo/bin), looked "
    "in when PATH lacks it; asked with no settings at hand, as ts_toolchain.py",
    "sandbox/landlock.py": "JUDGE_NO_LANDLOCK must hold from the first child, which the early start "
    "launches before click parses and the settings exist (grading/early.py), and in the stress "
    "workers' fork server, a fresh interpreter",
    "sandbox/isolation.py": "JUDGE_NO_NAMESPACES, for the same reasons as JUDGE_NO_LANDLOCK",
    "render/layout.py": "mirrors rich's own FORCE_COLOR/TTY_COMPATIBLE test (rich reads them itself) "
    "to draw on a pipe without importing rich; called from cli/problems.py only",
}
# Who builds settings from the environment: the CLI, once (cli/common.py). Everything below it is
# given them: the use cases' requests carry a Settings, and judging, stress, verify, bench, explain
# and the store take it (or its home) as an argument. The early start of a submit (grading/early.py)
# runs before they exist and needs none: it starts a Python child, which needs no home.
SETTINGS_BUILDERS = {"cli/common.py"}
ENV_NAMES = {"environ", "environb", "getenv", "getenvb"}


def reads_environment(source: str) -> bool:
    """Whether `source` reads the process's environment: os.environ, os.getenv and their bytes kin,
    through `import os as o` or `from os import environ` too."""
    tree = ast.parse(source)
    aliases = {"os"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            aliases |= {alias.asname or alias.name for alias in node.names if alias.name == "os"}
        elif isinstance(node, ast.ImportFrom) and node.module == "os":
            if any(alias.name in ENV_NAMES for alias in node.names):
                return True
    return any(
        isinstance(node, ast.Attribute)
        and node.attr in ENV_NAMES
        and isinstance(node.value, ast.Name)
        and node.value.id in aliases
        for node in ast.walk(tree)
    )


def builds_settings(source: str) -> bool:
    """Whether `source` builds settings from the process's environment (model.settings.environment)."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module == "judge.model.settings":
            if any(alias.name == "environment" for alias in node.names):
                return True
        if isinstance(node, ast.Attribute) and node.attr == "environment":
            if isinstance(node.value, ast.Name) and node.value.id == "settings":
                return True
    return False


def test_the_environment_is_read_where_settings_are_built() -> None:
    sources = {str(m.relative_to(JUDGE)): m.read_text(encoding="utf-8") for m in sorted(JUDGE.rglob("*.py"))}
    readers = {name for name, source in sources.items() if reads_environment(source)}
    assert readers - set(ENV_READERS) == set(), (
        f"reads the environment deep inside: {readers - set(ENV_READERS)}"
    )
    assert set(ENV_READERS) - readers == set(), f"no longer read there (remove): {set(ENV_READERS) - readers}"
    builders = {
        name for name, source in sources.items() if builds_settings(source) and name != "model/settings.py"
    }
    allowed = SETTINGS_BUILDERS
    assert builders - allowed == set(), f"builds settings from the environment itself: {builders - allowed}"
    assert allowed - builders == set(), f"no longer builds them (remove): {allowed - builders}"


def test_the_environment_check_follows_aliases() -> None:
    assert reads_environment("import os\nos.environ.get('X')\n")
    assert reads_environment("import os as o\nprint(o.getenv('X'))\n")
    assert reads_environment("from os import environ\n")
    assert not reads_environment("import os\nos.getpid()\nenviron = {}\nenviron.get('X')\n")
    assert builds_settings(
        "def f():\n    from judge.model.settings import environment\n    return environment()\n"
    )
    assert builds_settings("from judge.model import settings\nsettings.environment()\n")
    assert not builds_settings("from judge.model.settings import Settings, from_environment\n")
