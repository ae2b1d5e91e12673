"""Unit tests that start no process: the checkers, verdict precedence and type_mismatch."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from judge.bank.roles import Role, role_of
from judge.grading.checkers import exact, tolerant
from judge.model.values import ValueType, parse_type, type_mismatch
from judge.model.verdict import Verdict, worst

INT, BOOL, FLOAT, STR = (ValueType(name) for name in ("int", "bool", "float", "str"))
ARGS: dict = {}

# Highest first: what the judge reports when several cases fail differently.
PRECEDENCE = [
    Verdict.IE,
    Verdict.CE,
    Verdict.TLE,
    Verdict.MLE,
    Verdict.OLE,
    Verdict.RE,
    Verdict.WA,
    Verdict.AC,
]


# -- exact ---------------------------------------------------------------------------------------
def test_exact_accepts_the_expected_value() -> None:
    check = exact(parse_type("list[int]"))(ARGS, [1, 2, 3], [1, 2, 3])
    assert check.ok and check.message == "" and not check.internal_error


def test_exact_rejects_another_value_and_names_the_first_difference() -> None:
    check = exact(parse_type("list[int]"))(ARGS, [1, 2, 3], [1, 5, 3])
    assert not check.ok and not check.internal_error
    assert check.message == "first difference at index 1: expected 2, got 5"


def test_exact_rejects_a_list_of_another_length() -> None:
    check = exact(parse_type("list[int]"))(ARGS, [1, 2, 3], [1, 2])
    assert not check.ok and check.message == "expected 3 items, got 2"


@pytest.mark.parametrize(
    ("returns", "expected", "got", "message"),
    [
        (BOOL, True, 1, "expected bool, got int"),  # 1 == True in Python, not to the judge
        (BOOL, False, 0, "expected bool, got int"),
        (INT, 1, True, "expected int, got bool"),
        (INT, 2, 2.0, "expected int, got float"),
        (STR, "1", 1, "expected str, got int"),
        (INT, 3, None, "expected int, got None"),
    ],
)
def test_exact_is_strict_about_types_before_values(
    returns: ValueType, expected: object, got: object, message: str
) -> None:
    check = exact(returns, strict=True)(ARGS, expected, got)
    assert not check.ok and check.message == message


@pytest.mark.parametrize(
    ("returns", "expected", "got", "ok", "message"),
    [
        (BOOL, True, 10, True, "returned int 10: judged as true, as LeetCode does"),
        (BOOL, False, 0, True, "returned int 0: judged as false, as LeetCode does"),
        (BOOL, True, 0, False, "returned int 0: judged as false, as LeetCode does; expected true, got false"),
        (BOOL, True, None, False, "expected bool, got None"),  # LeetCode rejects None too
        (BOOL, True, [1], False, "expected bool, got list"),
        (INT, 2, 2.0, False, "expected int, got float"),  # no evidence LeetCode prints 2.0 as 2
        (INT, 1, True, False, "expected int, got bool"),
        (INT, 1, [1], False, "expected int, got list"),
    ],
)
def test_exact_converts_as_leetcode_does_unless_strict(
    returns: ValueType, expected: object, got: object, ok: bool, message: str
) -> None:
    check = exact(returns)(ARGS, expected, got)
    assert (check.ok, check.message) == (ok, message)


@given(st.integers())
def test_exact_accepts_every_int_as_itself(value: int) -> None:
    assert exact(INT)(ARGS, value, value).ok
    assert not exact(INT)(ARGS, value, value + 1).ok


# -- float tolerance -----------------------------------------------------------------------------
def test_tolerant_accepts_within_the_tolerance_absolute_or_relative() -> None:
    check = tolerant(FLOAT, 1e-6)
    assert check(ARGS, 1.0, 1.0 + 5e-7).ok  # absolute
    assert check(ARGS, 1e9, 1e9 * (1 + 5e-7)).ok  # relative: 500 apart, but 5e-7 of the value
    assert check(ARGS, 2.0, 2).ok  # an int is a float's value (JSON cannot always tell 2 from 2.0)


def test_tolerant_rejects_beyond_the_tolerance_and_says_so() -> None:
    check = tolerant(FLOAT, 1e-6)(ARGS, 1.0, 1.001)
    assert not check.ok
    assert check.message.startswith("not within 1e-06: expected 1.0, got 1.001"), check.message


def test_tolerant_compares_nested_lists_item_by_item() -> None:
    check = tolerant(parse_type("list[list[float]]"), 1e-3)
    assert check(ARGS, [[1.0, 2.0], [3.0]], [[1.0004, 1.9996], [3.0]]).ok
    assert not check(ARGS, [[1.0, 2.0], [3.0]], [[1.0, 2.01], [3.0]]).ok
    assert not check(ARGS, [[1.0, 2.0]], [[1.0]]).ok  # a shorter list is not close


def test_tolerant_still_checks_the_type() -> None:
    check = tolerant(FLOAT, 0.5)(ARGS, 1.0, True)
    assert not check.ok and check.message == "expected float, got bool"


@given(st.floats(min_value=-1e6, max_value=1e6), st.floats(min_value=-0.9, max_value=0.9))
def test_tolerant_accepts_any_error_smaller_than_the_tolerance(value: float, fraction: float) -> None:
    tolerance = 1e-3
    assert tolerant(FLOAT, tolerance)(ARGS, value, value + fraction * tolerance).ok
    assert not tolerant(FLOAT, tolerance)(ARGS, value, value + 3 * tolerance + 3e-3 * abs(value)).ok


# -- verdict precedence --------------------------------------------------------------------------
def test_worst_of_none_is_accepted() -> None:
    assert worst([]) is Verdict.AC


@pytest.mark.parametrize(("higher", "lower"), list(itertools.combinations(PRECEDENCE, 2)))
def test_worst_follows_the_precedence(higher: Verdict, lower: Verdict) -> None:
    assert worst([lower, higher]) is higher
    assert worst([higher, lower]) is higher
    assert worst([lower, lower, higher, lower]) is higher


def test_precedence_covers_every_verdict_once() -> None:
    assert sorted(PRECEDENCE) == sorted(Verdict) and len(set(PRECEDENCE)) == len(PRECEDENCE)
    assert sorted(Verdict, key=lambda v: v.severity, reverse=True) == PRECEDENCE


@given(st.lists(st.sampled_from(list(Verdict)), min_size=1))
def test_worst_is_the_first_in_precedence_among_those_given(verdicts: list[Verdict]) -> None:
    assert worst(verdicts) is next(v for v in PRECEDENCE if v in verdicts)


# -- type_mismatch -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("int", 0),
        ("int", -7),
        ("bool", True),
        ("bool", False),
        ("float", 1.5),
        ("float", 2),
        ("str", ""),
        ("list[int]", []),
        ("list[int]", [1, 2]),
        ("list[list[str]]", [["a"], []]),
        ("TreeNode", []),
        ("TreeNode", [1, None, 2]),
    ],
)
def test_type_mismatch_accepts_values_of_the_type(text: str, value: object) -> None:
    assert type_mismatch(parse_type(text), value) is None


@pytest.mark.parametrize(
    ("text", "value", "message"),
    [
        ("int", True, "expected int, got bool"),
        ("bool", 1, "expected bool, got int"),
        ("int", 1.0, "expected int, got float"),
        ("float", "1.0", "expected float, got str"),
        ("float", False, "expected float, got bool"),
        ("str", None, "expected str, got None"),
        ("list[int]", (1, 2), "expected list[int], got tuple"),
        ("list[int]", [1, True], "expected int, got bool at [1]"),
        ("list[list[int]]", [[1], [2, "x"]], "expected int, got str at [1][1]"),
        ("TreeNode", [None, 1], "a tree's first entry (the root) cannot be null"),
    ],
)
def test_type_mismatch_names_what_is_wrong_and_where(text: str, value: object, message: str) -> None:
    assert type_mismatch(parse_type(text), value) == message


def test_type_mismatch_where_prefixes_the_position() -> None:
    assert type_mismatch(INT, "7", "nums[2]") == "expected int, got str at nums[2]"
    tree = type_mismatch(parse_type("TreeNode"), [1, 2.5])
    assert tree is not None and tree.startswith("expected int or null in a tree, got float")


@given(st.lists(st.integers()))
def test_type_mismatch_finds_a_bool_hidden_in_a_list_of_ints(items: list[int]) -> None:
    list_of_int = parse_type("list[int]")
    assert type_mismatch(list_of_int, items) is None
    spoiled = [*items, False]
    assert type_mismatch(list_of_int, spoiled) == f"expected int, got bool at [{len(items)}]"


# -- the roles of a solutions folder's files -------------------------------------------------------
@pytest.mark.parametrize(
    ("stem", "role"),
    [
        ("reference", Role.REFERENCE),
        ("brute", Role.BRUTE),
        ("brute_memo", Role.BRUTE),
        ("accepted_parity", Role.ACCEPTED),
        ("wrong_greedy", Role.WRONG),
        ("slow_search", Role.SLOW),
        ("checker", Role.SUPPORT),
        ("play", Role.SUPPORT),
        ("wronggreedy", Role.SUPPORT),
        ("reference_old", Role.SUPPORT),
        ("_shared", Role.SUPPORT),
    ],
)
def test_a_files_name_states_its_role(stem: str, role: Role) -> None:
    assert role_of(stem) is role
    assert role.judged == (role is not Role.SUPPORT)


def test_a_slim_case_keeps_every_field_but_the_values_it_drops() -> None:
    """_slim is built field by field for speed: a field added to CaseResult must not silently reset."""
    from dataclasses import fields, replace

    from judge.grading.judging import _slim
    from judge.model.results import CaseResult

    values = {
        f.name: {"nums": [1]} if f.name == "args" else (1.5,) if f.name == "runs_ms" else f"x-{f.name}"
        for f in fields(CaseResult)
    }
    values.update(
        verdict=Verdict.WA, time_ms=3.0, wall_ms=4.0, memory_kb=5, reference_ms=6.0, borderline=True
    )
    case = CaseResult(**values)
    assert _slim(case) == replace(case, args={}, expected=None, got=None, output="", detail=None)


def test_an_inputs_size_is_its_longest_dimension() -> None:
    from judge.model.constraints import Param
    from judge.verify.small_inputs import input_size

    grid = (Param("grid", parse_type("list[list[int]]")),)
    assert input_size(grid, {"grid": [[1] * 50, [2] * 50]}) == 50  # a 2 x n grid is n, not 2
    assert input_size(grid, {"grid": [[1, 2], [3, 4], [5, 6]]}) == 3
    graph = {"grid": [[1, 2], [0, 2], [0, 1, 3], [2]]}  # adjacency lists: sized by the nodes
    assert input_size(grid, graph) == 4
    words = (Param("words", parse_type("list[str]")),)
    assert input_size(words, {"words": ["abcdef", "ghijkl"]}) == 2  # sized by the words, not their letters
    head = (Param("head", parse_type("ListNode")), Param("k", parse_type("int"), range=(1, 9)))
    assert input_size(head, {"head": [2, 1, 4, 3], "k": 3}) == 4
