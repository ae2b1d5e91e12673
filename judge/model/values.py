"""The value types a signature may use: int, bool, float, str and list[T], nested, TreeNode (a binary
tree, written as LeetCode's level-order list with null for a missing child) and ListNode (a singly
linked list, written as LeetCode writes it: the list of its values, [] for no node)."""

from __future__ import annotations

import json
from dataclasses import dataclass

SCALARS = ("int", "bool", "float", "str")
TREE = "TreeNode"
LINKED = "ListNode"
NODES = (TREE, LINKED)  # LeetCode's node classes: the judge holds them as lists, a child builds them


@dataclass(frozen=True)
class ValueType:
    """A scalar type name, or a list whose items have the type `item`."""

    name: str  # one of SCALARS, "list", TREE or LINKED
    item: ValueType | None = None

    def __str__(self) -> str:
        return f"list[{self.item}]" if self.item else self.name


MAX_NESTING = 10  # lists in lists: deeper types are refused (no DP problem needs them)


def parse_type(text: str) -> ValueType:
    """Parse `int`, `list[int]`, `list[list[str]]`; raise ValueError naming what is wrong."""
    inner, depth = text.strip(), 0
    while inner.startswith("list[") and inner.endswith("]"):
        inner, depth = inner[5:-1].strip(), depth + 1
        if depth > MAX_NESTING:
            raise ValueError(f"lists nested more than {MAX_NESTING} deep")
    if inner not in SCALARS and inner not in NODES:
        shown = text if len(text) <= 80 else text[:77] + "..."
        raise ValueError(f"unknown type {shown!r} (use int, bool, float, str, TreeNode, ListNode or list[T])")
    value_type = ValueType(inner)
    for _ in range(depth):
        value_type = ValueType("list", value_type)
    return value_type


def shown(value: object, limit: int = 80) -> str:
    """A value as statements write it (JSON: true, not True), cut to `limit` characters."""
    text = json.dumps(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def type_name(value: object) -> str:
    """How a value's type is named in messages: `int`, `list`, `numpy.int64`, `None`."""
    if value is None:
        return "None"
    cls = type(value)
    module = cls.__module__
    return cls.__qualname__ if module == "builtins" else f"{module}.{cls.__qualname__}"


_SCALAR = {"int": (int,), "bool": (bool,), "float": (float, int), "str": (str,)}  # the types each accepts


def type_mismatch(expected: ValueType, value: object, where: str = "") -> str | None:
    """Why `value` is not a value of `expected` ("expected bool, got int"), or None if it is.

    Strict like a typed language: a bool is not an int, an int is not a float is accepted only for
    float (as JSON cannot tell 2 from 2.0 on some paths), and a list's items are checked too.
    """
    at = f" at {where}" if where else ""
    kind = expected.name
    if kind == TREE:
        return _tree_mismatch(value, where)
    if kind == LINKED:
        return _linked_mismatch(value, where)
    if kind == "list":
        if type(value) is not list:
            return f"expected {expected}, got {type_name(value)}{at}"
        assert expected.item is not None
        scalar = _SCALAR.get(expected.item.name)
        if scalar is not None and all(type(item) in scalar for item in value):
            return None  # the common case, without a location string made for every item
        for index, item in enumerate(value):
            problem = type_mismatch(expected.item, item, f"{where}[{index}]")
            if problem:
                return problem
        return None
    ok = {
        "int": type(value) is int,
        "bool": type(value) is bool,
        "float": type(value) in (float, int),
        "str": type(value) is str,
    }[kind]
    return None if ok else f"expected {kind}, got {type_name(value)}{at}"


def _tree_mismatch(value: object, where: str) -> str | None:
    """Why `value` is not a level-order binary tree: a list of ints and nulls (None), the first not
    null unless the tree is empty, each null a missing child, and no child after the last parent."""
    at = f" at {where}" if where else ""
    if type(value) is not list:
        return f"expected TreeNode (a level-order list), got {type_name(value)}{at}"
    for index, item in enumerate(value):
        if item is not None and type(item) is not int:
            return f"expected int or null in a tree, got {type_name(item)} at {where}[{index}]"
    if value and value[0] is None:
        return f"a tree's first entry (the root) cannot be null{at}"
    slots = 1  # children the nodes read so far can still have (the root's place first)
    for index, item in enumerate(value):
        if slots == 0:
            return f"a tree's entry {index} has no parent left to hang on{at}"
        slots -= 1
        if item is not None:
            slots += 2
    return None


def _linked_mismatch(value: object, where: str) -> str | None:
    """Why `value` is not a linked list: a list of ints (LeetCode's ListNode holds an int; no nulls)."""
    at = f" at {where}" if where else ""
    if type(value) is not list:
        return f"expected ListNode (a list of values), got {type_name(value)}{at}"
    for index, item in enumerate(value):
        if type(item) is not int:
            return f"expected int in a linked list, got {type_name(item)} at {where}[{index}]"
    return None


def tree_nodes(value: list) -> int:
    """How many nodes a level-order tree has."""
    return sum(item is not None for item in value)


# -- what LeetCode's serializer accepts ---------------------------------------------------------------
# LeetCode's Python 3 driver does `out = ser._serialize(ret, 'boolean')` (or 'integer', ...) and turns any
# exception of it into `TypeError: <ret> is not valid value for the expected return type boolean`
# (a Runtime Error there). Its serializer is not published, so each rule below is one with evidence,
# and anything without evidence stays as strict as before:
#
# - bool declared, an int returned (not a bool): judged by truthiness. Accepted submissions on LeetCode
#   of stoneGame (877) return the score difference, a positive int, where a bool is declared.
# - int declared, a float returned (even 2.0): NOT converted. `_serialize_int` compares the value with
#   the int range (`None` fails there with "'<' not supported"), which a float passes, but nothing shows
#   it prints 2.0 as 2, so it stays WA.
# - None, a list where a scalar is due, a str for a number: LeetCode rejects them ("None is not valid
#   value for the expected return type integer"); here they stay WA.
# - int for float was always accepted (JSON cannot tell 2 from 2.0 on some paths); tuples are lists
#   already (the harness sends a tuple as a JSON list).
# - items of a list are not converted: no evidence for list[bool] either way.
# - only for Python and JavaScript results: in C++, Java and Go an int where a bool is declared means
#   the signature was changed, which LeetCode's driver refuses to compile.
def leetcode_conversion(expected: ValueType, value: object) -> tuple[object, str] | None:
    """The value LeetCode's serializer makes of `value` for a return type `expected`, with a note
    for the case's message ("returned int 10: judged as true, as LeetCode does"); None when LeetCode
    does nothing to it (the value is judged as it is, strictly)."""
    if expected.name == "bool" and type(value) is int:
        converted = bool(value)
        return converted, f"returned int {shown(value, 40)}: judged as {shown(converted)}, as LeetCode does"
    return None
