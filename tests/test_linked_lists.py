"""ListNode parameters: the signature names them, the runner's config carries them to the child, and
every language's child passes LeetCode's ListNode linked from the list of values.

The per-language AC and WA solutions of winner-of-the-linked-list-game are fixtures in
tests/lang/<language>/ (judged through the real CLI by test_lang_*.py); here are the Python child,
the templates, the messages, stress, the bank's own solutions and the smallest counterexamples.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from conftest import run_judge, share_builds, share_cache

from judge.model.constraints import Param, violations
from judge.model.limits import Limits
from judge.model.problem import Signature
from judge.model.values import parse_type, type_mismatch
from judge.sandbox.languages.python import annotation

REPO = Path(__file__).resolve().parent.parent
SLUG = "winner-of-the-linked-list-game"
SOLUTIONS = REPO / "solutions" / SLUG


@pytest.fixture
def home(home: Path, shared_cache: Path, shared_builds: Path) -> Path:
    """conftest's fresh home with the run's cache and C++ builds: the generated tests' expected values
    and the precompiled header are made once a run, not once a test (no test here reads either)."""
    return share_builds(share_cache(home, shared_cache), shared_builds)


# Returns the list's values as it walks the nodes, then damages the list, so a child that reused one
# case's list for the next would give a different answer.
WALK = """
class Solution:
    def walk(self, head: ListNode | None, k: int) -> list:
        out = [k]
        node = head
        while node is not None:
            assert type(node).__name__ == "ListNode" and isinstance(node, ListNode)
            out.append(node.val)
            node = node.next
        if head is not None:
            head.val, head.next = -1, None
        return out
"""


def linked_signature() -> Signature:
    return Signature(
        "walk",
        (),
        (Param("head", parse_type("ListNode")), Param("k", parse_type("int"))),
        parse_type("list[int]"),
    )


def test_the_signature_names_its_linked_list_parameters() -> None:
    assert linked_signature().linked_params == ("head",)
    assert linked_signature().tree_params == ()
    assert annotation(parse_type("ListNode")) == "Optional[ListNode]"


def test_a_linked_lists_mismatch_says_where() -> None:
    linked = parse_type("ListNode")
    assert type_mismatch(linked, [1, 2]) is None
    assert type_mismatch(linked, []) is None
    assert type_mismatch(linked, [1, None]) == "expected int in a linked list, got None at [1]"
    assert type_mismatch(linked, [1, 2.5], "head") == "expected int in a linked list, got float at head[1]"
    assert type_mismatch(linked, "x", "head") == "expected ListNode (a list of values), got str at head"
    param = Param("head", linked, length=(2, 4), values=(1, 100), rules=("even_length",))
    assert violations(param, [2]) == ["the number of nodes in head = 1 is outside [2, 4]"]
    assert violations(param, [2, 1, 2]) == ["head: the length is even does not hold"]
    assert violations(param, [2, 0]) == ["head[1] = 0 is outside [1, 100]"]


def test_the_python_child_links_a_fresh_list_for_every_case(tmp_path: Path) -> None:
    from judge.sandbox.languages.python import Python
    from judge.sandbox.runner import Runner

    solution = tmp_path / "walk.py"
    solution.write_text(WALK)
    signature = linked_signature()
    cases = [
        ({"head": [2, 1, 4, 3], "k": 0}, [0, 2, 1, 4, 3]),
        ({"head": [2, 1, 4, 3], "k": 1}, [1, 2, 1, 4, 3]),
        ({"head": [], "k": 2}, [2]),
        ({"head": [7], "k": 3}, [3, 7]),
    ]
    with Runner(Python().prepare(solution, signature, tmp_path), signature, Limits(1000, 256)) as runner:
        assert runner.start() is None
        outcomes = list(runner.run_many([args for args, _ in cases]))
    assert [outcome.value for outcome in outcomes] == [expected for _, expected in cases], outcomes


@pytest.mark.parametrize(
    "language, declared, definition",
    [
        ("python", "def gameResult(self, head: Optional[ListNode]) -> str:", "# class ListNode:"),
        ("cpp", "string gameResult(ListNode* head)", " * struct ListNode {"),
        ("java", "public String gameResult(ListNode head)", " *     ListNode(int val, ListNode next)"),
        ("go", "func gameResult(head *ListNode) string", " *     Next *ListNode"),
        ("javascript", "@param {ListNode} head", " * function ListNode(val, next) {"),
        (
            "rust",
            "pub fn game_result(head: Option<Box<ListNode>>) -> String",
            "//   pub next: Option<Box<ListNode>>",
        ),
    ],
)
def test_templates_declare_leetcodes_list_node(language: str, declared: str, definition: str) -> None:
    from judge.bank.spec import load_problem
    from judge.sandbox.languages import by_name

    problem = load_problem(REPO / "problems" / f"{SLUG}.yaml")
    template = by_name(language).template(problem.signature)
    assert declared in template
    assert "Definition for singly-linked list." in template and definition in template
    assert template.index("Definition") < template.index(declared.split("(")[0])  # above, as LeetCode has it


def test_the_bank_solutions_are_judged(home: Path) -> None:
    for name, verdict in (
        ("reference.py", "AC"),
        ("accepted_two_counts.cpp", "AC"),
        ("wrong_value_sums.py", "WA"),
    ):
        done = run_judge("submit", SLUG, str(SOLUTIONS / name), "--json", "--no-record", home=home)
        assert done.json["verdict"] == verdict, (name, done.stderr)


def test_a_parameter_of_another_type_is_refused_in_one_line(tmp_path: Path, home: Path) -> None:
    solution = tmp_path / "array.java"
    solution.write_text('class Solution {\n    public String gameResult(int[] head) { return "Tie"; }\n}\n')
    done = run_judge("submit", SLUG, str(solution), "--json", "--no-record", home=home)
    report = done.json
    assert report["verdict"] != "AC" and "Traceback" not in done.stderr
    assert "the judge passes this list as LeetCode's ListNode, not int[]" in json.dumps(report)


# The smallest list (fewest nodes, then in order of values) on which each wrong_* differs from the
# reference, and the spec's test that holds it (an example when one does).
SMALLEST = {
    "wrong_every_neighbour.py": ([2, 1, 2, 3], "tie-smallest"),
    "wrong_tie_goes_to_even.py": ([2, 1, 2, 3], "tie-smallest"),
    "wrong_value_sums.py": ([2, 1, 2, 5], "sums-disagree-with-points"),
    "wrong_skips_last_pair.py": ([2, 1], "example-1"),
}


def small_lists() -> list[list[int]]:
    """Every valid list of 2 and 4 nodes over the values 1..5, fewest nodes first, then in order."""
    found = []
    for length in (2, 4):
        choices = [(2, 4) if i % 2 == 0 else (1, 3, 5) for i in range(length)]
        found += [list(values) for values in itertools.product(*choices)]
    return found


@pytest.mark.parametrize("wrong", sorted(SMALLEST))
def test_each_wrong_solution_fails_first_on_the_counterexample_the_spec_holds(
    wrong: str, tmp_path: Path, home: Path
) -> None:
    smallest, test_name = SMALLEST[wrong]
    inputs = tmp_path / "inputs.json"
    inputs.write_text(json.dumps([{"head": head} for head in small_lists()]))
    runs = run_judge("run", SLUG, str(SOLUTIONS / wrong), "--input", f"@{inputs}", "--json", home=home).json
    first = next(run["input"]["head"] for run in runs if run["verdict"] != "AC")
    assert first == smallest
    done = run_judge("submit", SLUG, str(SOLUTIONS / wrong), "--all", "--json", "--no-record", home=home)
    failures = {failure["name"]: failure["input"]["head"] for failure in done.json["failures"]}
    assert failures.get(test_name) == smallest, sorted(failures)


def test_stress_draws_valid_lists_and_finds_the_neighbour_mistake(home: Path) -> None:
    wrong = SOLUTIONS / "wrong_every_neighbour.py"
    done = run_judge("stress", SLUG, str(wrong), "--count", "200", "--seed", "1", "--json", home=home)
    report = done.json
    assert done.returncode == 1 and report["counterexample"]["verdict"] == "WA", report
    head = report["counterexample"]["input"]["head"]
    assert len(head) % 2 == 0 and all(value % 2 == index % 2 for index, value in enumerate(head)), head


def test_explain_scores_each_pair_and_ends_in_the_expected_answer(home: Path) -> None:
    from judge.bank.spec import load_problem

    problem = load_problem(REPO / "problems" / f"{SLUG}.yaml")
    for example in problem.examples:
        done = run_judge("explain", SLUG, "--input", json.dumps(example.args), "--json", home=home)
        line = done.json["line"]
        assert len(line) == len(example.args["head"]) // 2 + 1, line
        assert line[-1]["move"].startswith(f"result: {example.expected} "), line[-1]


def test_bench_grows_the_number_of_nodes(home: Path) -> None:
    done = run_judge(
        "bench", SLUG, str(SOLUTIONS / "accepted_recursive.py"), "--sizes", "2,10,100", home=home
    )
    assert done.returncode == 0, done.stderr
    assert "n is nodes in head" in done.stdout, done.stdout
