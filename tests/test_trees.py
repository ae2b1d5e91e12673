"""TreeNode parameters: the signature names them, the runner's config carries them to the child,
and every language's child passes LeetCode's TreeNode built from the level-order list.

The per-language AC solutions of binary-tree-coloring-game are fixtures in tests/lang/<language>/
(judged through the real CLI by test_lang_*.py); here are the Python child, the templates and the
messages.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_judge

from judge.model.constraints import Param
from judge.model.limits import Limits
from judge.model.problem import Signature
from judge.model.values import parse_type, type_mismatch

REPO = Path(__file__).resolve().parent.parent
SLUG = "binary-tree-coloring-game"

# Returns the tree as (value, left, right) nested lists, [] for no node; then damages it, so a child
# that reused one case's tree for the next would give a different answer.
SHAPE = """
class Solution:
    def shape(self, root: Optional[TreeNode], k: int) -> list:
        def walk(node):
            if node is None:
                return []
            assert type(node).__name__ == "TreeNode" and isinstance(node, TreeNode)
            return [node.val, walk(node.left), walk(node.right)]

        out = [k, walk(root)]
        if root is not None:
            root.val, root.left = -1, None
        return out
"""


def tree_signature() -> Signature:
    return Signature(
        "shape",
        (),
        (Param("root", parse_type("TreeNode")), Param("k", parse_type("int"))),
        parse_type("list[int]"),
    )


def test_the_signature_names_its_tree_parameters() -> None:
    assert tree_signature().tree_params == ("root",)
    plain = Signature("f", (), (Param("nums", parse_type("list[int]")),), parse_type("int"))
    assert plain.tree_params == ()


def test_a_tree_items_mismatch_says_where() -> None:
    tree = parse_type("TreeNode")
    assert type_mismatch(tree, [1, 2.5]) == "expected int or null in a tree, got float at [1]"
    assert type_mismatch(tree, [1, "a"], "root") == "expected int or null in a tree, got str at root[1]"
    assert type_mismatch(tree, "x", "root") == "expected TreeNode (a level-order list), got str at root"


def test_the_python_child_builds_leetcodes_tree_fresh_for_every_case(tmp_path: Path) -> None:
    from judge.sandbox.languages.python import Python
    from judge.sandbox.runner import Runner

    solution = tmp_path / "shape.py"
    solution.write_text(SHAPE)
    signature = tree_signature()
    cases = [
        ({"root": [1, 2, 3, None, 4], "k": 0}, [0, [1, [2, [], [4, [], []]], [3, [], []]]]),
        ({"root": [1, 2, 3, None, 4], "k": 1}, [1, [1, [2, [], [4, [], []]], [3, [], []]]]),
        ({"root": [], "k": 2}, [2, []]),
        ({"root": [5], "k": 3}, [3, [5, [], []]]),
        ({"root": [1, None, 2, 3], "k": 4}, [4, [1, [], [2, [3, [], []], []]]]),
    ]
    with Runner(Python().prepare(solution, signature, tmp_path), signature, Limits(1000, 256)) as runner:
        assert runner.start() is None
        outcomes = list(runner.run_many([args for args, _ in cases]))
    assert [outcome.value for outcome in outcomes] == [expected for _, expected in cases], outcomes


def test_a_python_solution_is_judged_through_the_cli(home: Path) -> None:
    done = run_judge(
        "submit", SLUG, str(REPO / "solutions" / SLUG / "reference.py"), "--json", "--no-record", home=home
    )
    assert done.returncode == 0 and done.json["verdict"] == "AC", done.stderr
    done = run_judge(
        "submit",
        SLUG,
        str(REPO / "solutions" / SLUG / "wrong_no_parent.py"),
        "--json",
        "--no-record",
        home=home,
    )
    assert done.json["verdict"] == "WA", done.stderr


@pytest.mark.parametrize(
    "language, declared",
    [
        ("python", "root: Optional[TreeNode], n: int, x: int"),
        ("cpp", "btreeGameWinningMove(TreeNode* root, int n, int x)"),
        ("java", "btreeGameWinningMove(TreeNode root, int n, int x)"),
        ("go", "btreeGameWinningMove(root *TreeNode, n int, x int) bool"),
        ("javascript", "@param {TreeNode} root"),
    ],
)
def test_templates_declare_leetcodes_tree_node(language: str, declared: str) -> None:
    from judge.bank.spec import load_problem
    from judge.sandbox.languages import by_name

    problem = load_problem(REPO / "problems" / f"{SLUG}.yaml")
    assert declared in by_name(language).template(problem.signature)


def test_stress_on_a_tree_problem_without_strategy_py_is_one_clear_line(tmp_path: Path, home: Path) -> None:
    import shutil

    problems, solutions = tmp_path / "problems", tmp_path / "solutions"
    problems.mkdir()
    shutil.copy(REPO / "problems" / f"{SLUG}.yaml", problems)
    shutil.copytree(
        REPO / "solutions" / SLUG,
        solutions / SLUG,
        ignore=shutil.ignore_patterns("strategy.py", "__pycache__"),
    )
    done = run_judge(
        "stress", SLUG, str(solutions / SLUG / "reference.py"), "--count", "5", home=home, problems=problems
    )
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "random TreeNode inputs need the problem's own strategy.py" in done.stdout + done.stderr


def test_stress_draws_trees_from_the_shipped_strategy(home: Path) -> None:
    wrong = REPO / "solutions" / SLUG / "wrong_no_parent.py"
    done = run_judge("stress", SLUG, str(wrong), "--count", "200", "--seed", "1", "--json", home=home)
    report = done.json
    assert done.returncode == 1 and report["counterexample"]["verdict"] == "WA", report
