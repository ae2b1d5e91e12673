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
