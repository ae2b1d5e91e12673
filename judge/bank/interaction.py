"""An interactive problem's spec fields: `kind` and `interaction` (the API its solutions call).

kind: interactive
interaction:
  hidden: [pick]                       # test input fields only the interactor sees
  calls: [{name: guess, param: num, type: int}]
  object: {name: master, class: Master}   # optional: the calls are methods of this argument
  returns: void                        # optional: the solution returns nothing (843)
"""

from __future__ import annotations

from typing import Any

from judge.bank.reader import SpecReader
from judge.model.problem import ApiCall, Interaction, ProblemKind, Signature

CALL_TYPES = ("int", "str")
IDENTIFIER = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789"


def problem_kind(reader: SpecReader, data: Any) -> ProblemKind:
    text = reader.get(data, "kind", "", str, ProblemKind.FUNCTION.value)
    try:
        return ProblemKind(text)
    except ValueError:
        known = ", ".join(kind.value for kind in ProblemKind)
        reader.fail("kind", reader.line_of(data, "kind"), f"{text!r} is not one of {known}")


def _name(reader: SpecReader, data: Any, key: str, where: str) -> str:
    text = reader.get(data, key, where, str)
    if not text or text[0].isdigit() or any(c not in IDENTIFIER for c in text):
        reader.fail(f"{where}.{key}", reader.line_of(data, key), f"{text!r} is not an identifier")
    return text


def interaction(reader: SpecReader, data: Any, kind: ProblemKind, signature: Signature) -> Interaction | None:
    """The `interaction` field, required of an interactive problem and refused of any other."""
    if kind is not ProblemKind.INTERACTIVE:
        if "interaction" in data:
            reader.fail("interaction", reader.line_of(data, "interaction"), "only for kind: interactive")
        return None
    raw = reader.get(data, "interaction", "", dict)
    reader.known_keys(raw, "interaction", {"hidden", "calls", "object", "returns"})
    names = [p.name for p in signature.params]
    hidden = reader.get(raw, "hidden", "interaction", list, [])
    for index, name in enumerate(hidden):
        if name not in names:
            reader.fail(
                f"interaction.hidden[{index}]",
                reader.line_of(hidden, index),
                f"{name!r} is not a parameter of the signature ({', '.join(names)})",
            )
    if len(hidden) >= len(names):
        reader.fail("interaction.hidden", reader.line_of(raw, "hidden"), "leaves the solution no argument")
    calls = []
    raw_calls = reader.get(raw, "calls", "interaction", list)
    for index, item in enumerate(raw_calls):
        where = f"interaction.calls[{index}]"
        if not isinstance(item, dict):
            reader.fail(where, reader.line_of(raw_calls, index), "a call is {name, param, type}")
        reader.known_keys(item, where, {"name", "param", "type"})
        call_type = reader.get(item, "type", where, str)
        if call_type not in CALL_TYPES:
            reader.fail(f"{where}.type", reader.line_of(item, "type"), f"one of {', '.join(CALL_TYPES)}")
        calls.append(
            ApiCall(_name(reader, item, "name", where), _name(reader, item, "param", where), call_type)
        )
    if not calls:
        reader.fail("interaction.calls", reader.line_of(raw, "calls"), "at least one call")
    obj = reader.get(raw, "object", "interaction", dict, None)
    if obj is not None:
        reader.known_keys(obj, "interaction.object", {"name", "class"})
    returns = reader.get(raw, "returns", "interaction", str, "value")
    if returns not in ("value", "void"):
        reader.fail("interaction.returns", reader.line_of(raw, "returns"), "value or void")
    return Interaction(
        hidden=tuple(hidden),
        calls=tuple(calls),
        object=None if obj is None else _name(reader, obj, "name", "interaction.object"),
        object_class=None if obj is None else _name(reader, obj, "class", "interaction.object"),
        returns_void=returns == "void",
    )


def interaction_from_json(data: Any) -> Interaction | None:
    """The Interaction kept in the load cache (dataclasses.asdict of it), or None."""
    if data is None:
        return None
    return Interaction(
        hidden=tuple(data["hidden"]),
        calls=tuple(ApiCall(**call) for call in data["calls"]),
        object=data["object"],
        object_class=data["object_class"],
        returns_void=bool(data["returns_void"]),
    )
