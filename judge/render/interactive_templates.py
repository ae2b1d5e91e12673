"""`judge new` for an interactive problem: LeetCode's own template per language, the judge's API
declared in a comment as LeetCode declares it (the judge supplies it: writing it is not needed)."""

from __future__ import annotations

from judge.model.problem import Interaction, Problem
from judge.model.values import ValueType

_TYPES = {  # the types these problems' arguments take, per language
    "python": {
        "int": "int",
        "str": "str",
        "list[str]": "List[str]",
        "list[int]": "List[int]",
        "bool": "bool",
    },
    "java": {"int": "int", "str": "String", "list[str]": "String[]", "list[int]": "int[]", "bool": "boolean"},
    "cpp": {
        "int": "int",
        "str": "string",
        "list[str]": "vector<string>&",
        "list[int]": "vector<int>&",
        "bool": "bool",
    },
    "go": {"int": "int", "str": "string", "list[str]": "[]string", "list[int]": "[]int", "bool": "bool"},
    "typescript": {
        "int": "number",
        "str": "string",
        "list[str]": "string[]",
        "list[int]": "number[]",
        "bool": "boolean",
    },
}


def interactive_template(problem: Problem, language: str) -> str:
    interaction = problem.interaction
    assert interaction is not None
    signature = problem.solution_signature
    params = [(p.name, str(p.type)) for p in signature.params]
    void = interaction.returns_void
    returns = str(signature.returns)
    entry = signature.entry
    cls = interaction.object_class
    obj = interaction.object
    if language == "python":
        types = _TYPES["python"]
        listed = [f"{name}: {types.get(t, t)}" for name, t in params]
        if obj:
            listed.append(f"{obj}: '{cls}'")
        head = _python_api(interaction)
        result = "None" if void else types.get(returns, returns)
        return f"{head}\nclass Solution:\n    def {entry}(self, {', '.join(listed)}) -> {result}:\n        pass\n"
    if language == "java":
        types = _TYPES["java"]
        listed = [f"{types.get(t, t)} {name}" for name, t in params]
        if obj:
            listed.append(f"{cls} {obj}")
        result = "void" if void else types.get(returns, returns)
        body = "" if void else "        return 0;  // a placeholder, so the untouched template compiles\n"
        extends = "" if obj else " extends GuessGame"
        return (
            f"{_java_api(interaction)}\npublic class Solution{extends} {{\n"
            f"    public {result} {entry}({', '.join(listed)}) {{\n        \n{body}    }}\n}}\n"
        )
    if language == "cpp":
        types = _TYPES["cpp"]
        listed = [f"{types.get(t, t)} {name}" for name, t in params]
        if obj:
            listed.append(f"{cls}& {obj}")
        result = "void" if void else types.get(returns, returns)
        body = "" if void else "        return 0;  // a placeholder, so the untouched template compiles\n"
        return (
            f"{_cpp_api(interaction)}\nclass Solution {{\npublic:\n"
            f"    {result} {entry}({', '.join(listed)}) {{\n        \n{body}    }}\n}};\n"
        )
    if language == "go":
        types = _TYPES["go"]
        listed = [f"{name} {types.get(t, t)}" for name, t in params]
        if obj:
            listed.append(f"{obj} *{cls}")
        result = "" if void else " " + types.get(returns, returns)
        body = "" if void else "    return 0\n"
        return f"{_go_api(interaction)}\nfunc {entry}({', '.join(listed)}){result} {{\n    \n{body}}}\n"
    if language == "typescript":
        types = _TYPES["typescript"]
        listed = [f"{name}: {types.get(t, t)}" for name, t in params]
        if obj:
            listed.append(f"{obj}: {cls}")
        result = "" if void else ": " + types.get(returns, returns)
        body = "" if void else "    return 0 // a placeholder, so the untouched template compiles\n"
        return f"{_ts_api(interaction)}\nfunction {entry}({', '.join(listed)}){result} {{\n    \n{body}}};\n"
    # JavaScript
    listed = [name for name, _ in params] + ([obj] if obj else [])
    return f"{_js_api(interaction)}\nvar {entry} = function({', '.join(listed)}) {{\n    \n}};\n"


def _python_api(interaction: Interaction) -> str:
    if interaction.object:
        lines = [
            "# This is the judge's API: do not write it, the judge supplies it.",
            f"# class {interaction.object_class}:",
        ]
        lines += [f"#     def {c.name}(self, {c.param}: {c.type}) -> int:" for c in interaction.calls]
    else:
        lines = ["# The judge's API is already defined for you (do not write it):"]
        lines += [f"# def {c.name}({c.param}: {c.type}) -> int:" for c in interaction.calls]
    return "\n".join(lines) + "\n"


def _java_api(interaction: Interaction) -> str:
    types = _TYPES["java"]
    if interaction.object:
        calls = " ".join(f"int {c.name}({types[c.type]} {c.param});" for c in interaction.calls)
        return f"/**\n * The judge's API (do not write it):\n * interface {interaction.object_class} {{ {calls} }}\n */\n"
    calls = "\n".join(f" * int {c.name}({types[c.type]} {c.param});" for c in interaction.calls)
    return f"/**\n * The judge's API, inherited from GuessGame (do not write it):\n{calls}\n */\n"


def _cpp_api(interaction: Interaction) -> str:
    types = _TYPES["cpp"]
    if interaction.object:
        calls = " ".join(f"int {c.name}({types[c.type]} {c.param});" for c in interaction.calls)
        return (
            f"/**\n * The judge's API (do not write it):\n"
            f" * class {interaction.object_class} {{ public: {calls} }};\n */\n"
        )
    calls = "\n".join(f" * int {c.name}({types[c.type]} {c.param});" for c in interaction.calls)
    return f"/**\n * Forward declaration of the judge's API (do not write it):\n{calls}\n */\n"


def _go_api(interaction: Interaction) -> str:
    types = _TYPES["go"]
    if interaction.object:
        calls = "\n".join(
            f" * func (this *{interaction.object_class}) {c.name.capitalize()}({c.param} {types[c.type]}) int {{}}"
            for c in interaction.calls
        )
        return f"/**\n * The judge's API (do not write it):\n * type {interaction.object_class} struct {{ }}\n{calls}\n */\n"
    calls = "\n".join(f" * func {c.name}({c.param} {types[c.type]}) int {{}}" for c in interaction.calls)
    return f"/**\n * Forward declaration of the judge's API (do not write it):\n{calls}\n */\n"


def _js_api(interaction: Interaction) -> str:
    if interaction.object:
        calls = "\n".join(f" *     this.{c.name} = function({c.param}) {{ ... }};" for c in interaction.calls)
        return f"/**\n * The judge's API (do not write it):\n * function {interaction.object_class}() {{\n{calls}\n * }}\n */\n"
    calls = "\n".join(f" * var {c.name} = function({c.param}) {{ ... }};" for c in interaction.calls)
    return f"/**\n * Forward declaration of the judge's API (do not write it):\n{calls}\n */\n"


def _ts_api(interaction: Interaction) -> str:
    types = _TYPES["typescript"]
    if interaction.object:
        calls = "\n".join(
            f" *     {c.name}({c.param}: {types[c.type]}): number {{}}" for c in interaction.calls
        )
        return f"/**\n * The judge's API (do not write it):\n * class {interaction.object_class} {{\n{calls}\n * }}\n */\n"
    calls = "\n".join(
        f" * function {c.name}({c.param}: {types[c.type]}): number {{}}" for c in interaction.calls
    )
    return f"/**\n * Forward declaration of the judge's API (do not write it):\n{calls}\n */\n"


def strategy_template(problem: Problem, language: str) -> str:
    """A strategy problem's class: built with the starting position, asked for a move each turn
    (in each language, as LeetCode's design problems write it)."""
    api = problem.strategy
    assert api is not None
    start = ", ".join(f"{p.name}: {p.type.python}" for p in problem.signature.params)
    moves = ", ".join(
        f"{p.name}: Optional[{p.type.python}]" if p.optional else f"{p.name}: {p.type.python}"
        for p in api.params
    )
    if language == "javascript":
        start_names = ", ".join(p.name for p in problem.signature.params)
        move_names = ", ".join(p.name for p in api.params)
        return (
            f"class {problem.signature.entry} {{\n    constructor({start_names}) {{\n        \n    }}\n\n"
            f"    {api.method}({move_names}) {{\n        \n    }}\n}}\n"
        )
    if language == "typescript":
        from judge.sandbox.languages.typescript import ts_type

        start_ts = ", ".join(f"{p.name}: {ts_type(p.type)}" for p in problem.signature.params)
        moves_ts = ", ".join(
            f"{p.name}: {ts_type(p.type)} | null" if p.optional else f"{p.name}: {ts_type(p.type)}"
            for p in api.params
        )
        returned = ts_type(api.returns)
        return (
            f"class {problem.signature.entry} {{\n    constructor({start_ts}) {{\n        \n    }}\n\n"
            f"    {api.method}({moves_ts}): {returned} {{\n        \n"
            f"        return {_ts_placeholder(returned)} // a placeholder, so the untouched template compiles\n"
            "    }\n}\n"
        )
    if language == "java":
        from judge.sandbox.languages.java import placeholder

        start_java = ", ".join(f"{_java(p.type)} {p.name}" for p in problem.signature.params)
        moves_java = ", ".join(f"{_java(p.type, p.optional)} {p.name}" for p in api.params)
        return (
            f"class {problem.signature.entry} {{\n    {problem.signature.entry}({start_java}) {{\n        \n    }}\n\n"
            f"    {_java(api.returns)} {api.method}({moves_java}) {{\n        \n"
            f"        return {placeholder(_java(api.returns))};  // a placeholder, so the untouched template compiles\n"
            "    }\n}\n"
        )
    if language in ("cpp", "go"):
        from judge.sandbox.languages import by_name

        return by_name(language).template(problem.solution_signature)
    return (
        f"class {problem.signature.entry}:\n"
        f"    def __init__(self, {start}):\n        pass\n\n"
        f"    def {api.method}(self, {moves}) -> {api.returns.python}:\n        pass\n"
    )


def _ts_placeholder(returned: str) -> str:
    return "[]" if returned.endswith("[]") else {"boolean": "false", "string": '""'}.get(returned, "0")


def _java(value_type: ValueType, nullable: bool = False) -> str:
    """A strategy's Java type: arrays for lists, a boxed scalar where null may come (no last move)."""
    if value_type.item is not None:
        return _java(value_type.item) + "[]"
    plain = {"int": "int", "bool": "boolean", "float": "double", "str": "String"}.get(
        value_type.name, "Object"
    )
    return (
        {"int": "Integer", "boolean": "Boolean", "double": "Double"}.get(plain, plain) if nullable else plain
    )
