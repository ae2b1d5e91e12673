"""How a Rust solution is written: LeetCode's names and types, what a file defines, and the
templates `judge new` writes (rust.py builds what these describe)."""

from __future__ import annotations

import re

from judge.model.constraints import Param
from judge.model.problem import Signature
from judge.model.values import LINKED, TREE, ValueType

INT32 = (-(2**31), 2**31 - 1)
KEYWORDS = frozenset(
    "as break const continue crate else enum extern false fn for if impl in let loop match mod move mut pub ref return self static struct super trait true type unsafe use where while async await dyn".split()
)
TREE_NODE = """\
// Definition for a binary tree node.
// #[derive(Debug, PartialEq, Eq)]
// pub struct TreeNode {
//   pub val: i32,
//   pub left: Option<Rc<RefCell<TreeNode>>>,
//   pub right: Option<Rc<RefCell<TreeNode>>>,
// }
//
// impl TreeNode {
//   #[inline]
//   pub fn new(val: i32) -> Self {
//     TreeNode {
//       val,
//       left: None,
//       right: None
//     }
//   }
// }
use std::rc::Rc;
use std::cell::RefCell;
"""
LIST_NODE = """\
// Definition for singly-linked list.
// #[derive(PartialEq, Eq, Clone, Debug)]
// pub struct ListNode {
//   pub val: i32,
//   pub next: Option<Box<ListNode>>
// }
//
// impl ListNode {
//   #[inline]
//   fn new(val: i32) -> Self {
//     ListNode {
//       next: None,
//       val
//     }
//   }
// }
"""


# a comment, a char literal ('"' must not open a string; a lifetime 'a is none) or a string
COMMENT_OR_STRING = re.compile(
    r"//[^\n]*|/\*.*?\*/" + r"|'(?:\\[^']*|[^'\\\n])'" + r'|"(?:\\.|[^"\\])*"', re.DOTALL
)


def code_only(source: str) -> str:
    """`source` without its comments (and string literals), for finding what it defines; line
    breaks kept."""
    return COMMENT_OR_STRING.sub(lambda m: "\n" * m.group(0).count("\n"), source)


def defines(source: str, kind: str, name: str) -> bool:
    """Whether the user's file defines `kind name` itself (a line of code, not a comment)."""
    return re.search(rf"^\s*(?:pub(?:\([^)]*\))?\s+)?{kind}\s+{name}\b", source, re.MULTILINE) is not None


def snake(name: str) -> str:
    """LeetCode's Rust name for a camelCase entry: predictTheWinner -> predict_the_winner,
    stoneGameVII -> stone_game_vii."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name)
    return spaced.lower()


def rust_type(value_type: ValueType, int_type: str = "i32") -> str:
    if value_type.name == TREE:
        return "Option<Rc<RefCell<TreeNode>>>"
    if value_type.name == LINKED:
        return "Option<Box<ListNode>>"
    if value_type.name == "list":
        assert value_type.item is not None
        return f"Vec<{rust_type(value_type.item, int_type)}>"
    return {"int": int_type, "bool": "bool", "float": "f64", "str": "String"}[value_type.name]


def param_type(param: Param) -> str:
    """LeetCode's Rust type: `i32` when the declared bounds fit 32 bits, else `i64`."""
    bounds = param.values if param.type.name == "list" else param.range
    fits = bounds is not None and INT32[0] <= bounds[0] and bounds[1] <= INT32[1]
    return rust_type(param.type, "i32" if fits else "i64")


def returned_type(signature: Signature) -> str:
    """What the entry returns: `i64` where the spec's return_bits is 64 (Java's long)."""
    return rust_type(signature.returns, "i64" if signature.return_bits == 64 else "i32")


def declaration(signature: Signature, name: str) -> str:
    params = [f"{p.name}: {param_type(p)}" for p in signature.params]
    api = signature.api
    if api is not None and api.object_class:
        params.append(f"{api.object}: &{api.object_class}")
    returns = "" if api is not None and api.returns_void else f" -> {returned_type(signature)}"
    unsafe = "unsafe " if api is not None and not api.object_class else ""  # 374's template, as LeetCode's
    visibility = "" if unsafe else "pub "
    return f"{visibility}{unsafe}fn {name}({', '.join(params)}){returns}"


def entry_names(signature: Signature) -> list[str]:
    """The names a Rust entry may have: LeetCode's snake_case of each name, then each as written
    (LeetCode's 374 template keeps `guessNumber`)."""
    names = [snake(name) for name in signature.names] + signature.names
    return list(dict.fromkeys(names))


def find_entry(source: str, names: list[str]) -> str | None:
    for name in names:
        if re.search(rf"\bfn\s+{re.escape(name)}\s*[<(]", source):
            return name
    return None


def move_names(method: str) -> list[str]:
    """The names a strategy's move method may have in Rust: a keyword (`move`) as a raw identifier
    (`r#move`) or spelled out (`make_a_move`), else its snake_case."""
    name = snake(method)
    return [f"r#{name}", f"make_a_{name}"] if name in KEYWORDS else [name]


def strategy_move(signature: Signature, name: str) -> str:
    """The move method's declaration (an optional parameter is an Option)."""
    api = signature.strategy
    assert api is not None
    params = ", ".join(
        f"{p.name}: Option<{rust_type(p.type)}>" if p.optional else f"{p.name}: {rust_type(p.type)}"
        for p in api.params
    )
    return f"fn {name}(&mut self, {params}) -> {rust_type(api.returns)}"


def template(signature: Signature) -> str:
    """An empty solution with LeetCode's Rust signature (a strategy problem's struct, `new`
    and move method)."""
    api = signature.strategy
    if api is not None:  # LeetCode's design-problem shape: a struct, `new`, the method
        note = "; ".join(
            f"{p.name} is None before the opponent's first move" for p in api.params if p.optional
        )
        returns = rust_type(api.returns)
        start = ", ".join(f"{p.name}: {param_type(p)}" for p in signature.params)
        name = signature.entry
        return (
            f"struct {name} {{\n\n}}\n\nimpl {name} {{\n    fn new({start}) -> Self {{\n        {name} {{}}\n    }}\n\n"
            + (f"    // {note}\n" if note else "")
            + f"    {strategy_move(signature, move_names(api.method)[0])} {{\n        \n"
            f"        {placeholder_of(returns)} // a placeholder, so the untouched template compiles and plays\n"
            "    }\n}\n"
        )
    returns = returned_type(signature)
    placeholder = placeholder_of(returns)
    nodes = (LIST_NODE if signature.linked_params else "") + (TREE_NODE if signature.tree_params else "")
    if signature.api is not None:
        nodes += api_comment(signature)
        if signature.api.returns_void:
            placeholder = ""
    name = snake(signature.entry)
    if signature.api is not None and not signature.api.object_class:  # LeetCode's 374: unsafe fn guessNumber
        name = signature.entry
    return nodes + (
        "impl Solution {\n"
        f"    {declaration(signature, name)} {{\n"
        "        \n"
        + (
            f"        {placeholder} // a placeholder, so the untouched template compiles\n"
            if placeholder
            else ""
        )
        + "    }\n"
        "}\n"
    )


def api_comment(signature: Signature) -> str:
    """An interactive problem's API as LeetCode's Rust templates declare it in a comment."""
    api = signature.api
    assert api is not None
    types = {"int": "i32", "str": "String"}
    if api.object_class:
        calls = "".join(f" *     fn {c.name}(&self, {c.param}: {types[c.type]}) -> i32;\n" for c in api.calls)
        return (
            "/**\n * The judge's API (do not write it):\n"
            f" * struct {api.object_class};\n * impl {api.object_class} {{\n{calls} * }}\n */\n\n"
        )
    calls = "".join(f" * unsafe fn {c.name}({c.param}: {types[c.type]}) -> i32 {{}}\n" for c in api.calls)
    return f"/**\n * Forward declaration of the judge's API (do not write it):\n{calls} */\n\n"


def placeholder_of(returns: str) -> str:
    if returns.startswith("Vec<"):
        return "vec![]"
    return {"bool": "false", "String": "String::new()", "()": "()"}.get(returns, "0")
