"""LeetCode's interactive APIs (374's `guess`, 843's `Master`) as the compiled languages declare
them, generated from the problem's `Interaction`: each call one line forwarding to the driver's
`ask` (cpp_driver_game.h, go_driver_game.go, drivers/Api.java), which protocol.py describes.
"""

from __future__ import annotations

import json

from judge.model.problem import Interaction
from judge.sandbox.languages.protocol import driver_source

CPP_TYPES = {"int": "int", "str": "string"}
GO_TYPES = {"int": "int", "str": "string"}
JAVA_TYPES = {"int": "int", "str": "String"}


def cpp_prelude(api: Interaction) -> str:
    """Before the user's file: the pipes and the API, defined (LeetCode only declares it; the user's
    file may declare it again)."""
    encode = {"int": "std::to_string({})", "str": "judge_api::quote({})"}
    methods = [
        f"int {c.name}({CPP_TYPES[c.type]} {c.param}) {{ return judge_api::ask({json.dumps(c.name)}, "
        f"{encode[c.type].format(c.param)}); }}"
        for c in api.calls
    ]
    source = driver_source("cpp_driver_game.h")
    if api.object_class:
        return source + f"class {api.object_class} {{\npublic:\n    " + "\n    ".join(methods) + "\n};\n"
    return source + "\n".join(methods) + "\n"


def cpp_object(api: Interaction) -> tuple[str, str]:
    """The API object (843's Master) as the driver declares it and passes it last: (the
    declaration, the argument); empty for plain functions (374's guess)."""
    if not api.object_class:
        return "", ""
    return f"{api.object_class} judge_api_object;", ", judge_api_object"


def go_api(api: Interaction) -> str:
    """judge_api.go: LeetCode's `func guess(num int) int`, or `type Master struct{}` with its
    capitalised methods (`master.Guess(word)`), that object the entry's last argument."""
    if not api.object_class:
        return "package main\n" + "".join(
            f"\nfunc {c.name}({c.param} {GO_TYPES[c.type]}) int {{\n"
            f"\treturn judgeAsk({json.dumps(c.name)}, {c.param})\n}}\n"
            for c in api.calls
        )
    name = api.object_class
    return (
        f'package main\n\nimport "reflect"\n\ntype {name} struct{{}}\n\n'
        f"func init() {{ judgeAPIObject = reflect.ValueOf(&{name}{{}}) }}\n"
        + "".join(
            f"\nfunc (this *{name}) {c.name[:1].upper() + c.name[1:]}({c.param} {GO_TYPES[c.type]}) int {{\n"
            f"\treturn judgeAsk({json.dumps(c.name)}, {c.param})\n}}\n"
            for c in api.calls
        )
    )


def java_api(api: Interaction) -> dict[str, str]:
    """The API's source files compiled beside the solution: LeetCode's `GuessGame` (374: the
    solution extends it), or `interface Master` with the object the driver passes (JudgeApiObject)."""
    encode = {"int": "String.valueOf({})", "str": "judgedriver.Api.quote({})"}
    methods = [
        f"    public int {c.name}({JAVA_TYPES[c.type]} {c.param}) {{\n"
        f"        return judgedriver.Api.ask({json.dumps(c.name)}, {encode[c.type].format(c.param)});\n    }}\n"
        for c in api.calls
    ]
    if not api.object_class:
        return {"GuessGame.java": "public class GuessGame {\n" + "".join(methods) + "}\n"}
    declared = "".join(f"    int {c.name}({JAVA_TYPES[c.type]} {c.param});\n" for c in api.calls)
    return {
        f"{api.object_class}.java": f"interface {api.object_class} {{\n{declared}}}\n",
        "JudgeApiObject.java": f"final class JudgeApiObject implements {api.object_class} {{\n{''.join(methods)}}}\n",
    }
