"""Strategy problems in the compiled languages: the templates `judge new` writes, and C++'s entry.

The solution writes a class in LeetCode's design-problem style: built with the starting position,
asked for a move on each of its turns. Each driver plays it over the judge's pipes (protocol.py;
cpp_driver_strategy.h, go_driver_game.go, drivers/Driver.java): `b` builds the class afresh, `m
JSON-LIST` calls the move method with the view's values converted to its own parameter types (a
`null`, the last move before the opponent's first, becomes -1, "" or an empty list;
`std::optional` or a Go pointer takes it as empty), and `e JSON` ends the case. Go and Java find
the class and the method by reflection from the configuration; C++ must name them at compile
time, so its entry is generated here.
"""

from __future__ import annotations

from judge.model.problem import Signature, StrategyApi
from judge.model.values import ValueType
from judge.sandbox.languages.protocol import driver_source

NONE = {"int": "-1", "str": '""'}  # what a move's optional value is before the opponent's first move


def _before_first(api: StrategyApi, empty_list: str) -> str:
    """The template's comment on what an optional parameter holds before any opponent move."""
    said = [
        f"{p.name} is {NONE.get(p.type.name, empty_list)} before the opponent's first move"
        for p in api.params
        if p.optional
    ]
    return "; ".join(said)


# -- C++ ----------------------------------------------------------------------------------------------
def cpp_view_type(value_type: ValueType) -> str:
    if value_type.item is not None:
        return f"vector<{cpp_view_type(value_type.item)}>"
    return {"int": "int", "bool": "bool", "float": "double", "str": "string"}[value_type.name]


def cpp_moves(api: StrategyApi) -> str:
    """The move method's parameters as the template declares them (lists by reference, as LeetCode)."""
    return ", ".join(
        f"{cpp_view_type(p.type)}{'&' if p.type.item is not None else ''} {p.name}" for p in api.params
    )


def cpp_template(signature: Signature, start: str) -> str:
    """`judge new`'s class: it compiles and plays (its empty move is refused: WA)."""
    api = signature.strategy
    assert api is not None
    name, note = signature.entry, _before_first(api, "empty")
    return (
        f"class {name} {{\npublic:\n    {name}({start}) {{\n        \n    }}\n\n"
        + (f"    // {note}\n" if note else "")
        + f"    {cpp_view_type(api.returns)} {api.method}({cpp_moves(api)}) {{\n        \n"
        "        return {};  // a placeholder, so the untouched template compiles and plays\n"
        "    }\n};\n"
    )


def _cpp_literal(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def cpp_prelude(signature: Signature) -> str:
    """Before the user's file: the pipes and the class declared (so a missing one is the driver's
    own message, not the compiler's)."""
    return driver_source("cpp_driver_game.h") + f"class {signature.entry};\n"


def cpp_entry(signature: Signature, start: str, moves: str) -> str:
    """The driver's entry for a strategy problem, the loop of cpp_driver_strategy.h on the class
    and its method (`start`, `moves`: the constructor's and the method's parameters as the template
    declares them, for the messages)."""
    api = signature.strategy
    assert api is not None
    name, method = signature.entry, api.method
    no_constructor = _cpp_literal(f"class {name} needs a public constructor {name}({start})")
    no_method = _cpp_literal(f"class {name} needs a public method {method}({moves})")
    no_class = _cpp_literal(
        f"define class {name}: the judge builds it with the starting position ({start}) and calls "
        f"its method {method}({moves}) on each of your turns"
    )
    return (
        "template <class S, class... A>\n"
        "static void invoke(Result& r, A&... a) {\n"
        "    if constexpr (complete<S>) {\n"
        f"        static_assert(std::is_constructible_v<S, A&...>, {no_constructor});\n"
        f"        static_assert(requires {{ &S::{method}; }}, {no_method});\n"
        f"        run_call(r, [&]() {{ return strategy::play<S>(&S::{method}, a...); }});\n"
        "    } else {\n"
        f"        static_assert(no_entry<S>, {no_class});\n"
        "    }\n"
        "}\n"
    )


# -- Go -------------------------------------------------------------------------------------------------
def go_view_type(value_type: ValueType) -> str:
    if value_type.item is not None:
        return "[]" + go_view_type(value_type.item)
    return {"int": "int", "bool": "bool", "float": "float64", "str": "string"}[value_type.name]


def go_template(signature: Signature, start: str) -> str:
    """`judge new`'s struct, Constructor and method, as LeetCode's Go design problems have them."""
    api = signature.strategy
    assert api is not None
    name, note = signature.entry, _before_first(api, "nil")
    method = api.method[:1].upper() + api.method[1:]
    moves = ", ".join(f"{p.name} {go_view_type(p.type)}" for p in api.params)
    returns = go_view_type(api.returns)
    placeholder = "nil" if returns.startswith("[]") else {"bool": "false", "string": '""'}.get(returns, "0")
    return (
        f"type {name} struct {{\n}}\n\nfunc Constructor({start}) {name} {{\n    return {name}{{}}\n}}\n\n"
        + (f"// {note}\n" if note else "")
        + f"func (this *{name}) {method}({moves}) {returns} {{\n    \n"
        f"    return {placeholder} // a placeholder, so the untouched template compiles and plays\n}}\n"
    )
