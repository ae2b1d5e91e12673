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
