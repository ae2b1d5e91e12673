"""A strategy problem's spec field: `strategy` (the class's move method the judge calls each turn).

kind: strategy
strategy:
  method: move
  params: [{name: left, type: int}, {name: last, type: str, optional: true}]
  returns: str
  sides: [A, B]          # the players the solution plays, as the statement names them

The class is the signature's `entry`, built with the signature's params (the starting position).
"""

from __future__ import annotations

from typing import Any

from judge.bank.interaction import IDENTIFIER
from judge.bank.reader import SpecReader
from judge.model.problem import MoveParam, ProblemKind, StrategyApi
from judge.model.values import parse_type


def _identifier(reader: SpecReader, data: Any, key: str, where: str) -> str:
    text = reader.get(data, key, where, str)
    if not text or text[0].isdigit() or any(c not in IDENTIFIER for c in text):
        reader.fail(f"{where}.{key}", reader.line_of(data, key), f"{text!r} is not an identifier")
    return text


def _type(reader: SpecReader, data: Any, key: str, where: str) -> Any:
    text = reader.get(data, key, where, str)
    try:
        return parse_type(text)
    except ValueError as exc:
        reader.fail(f"{where}.{key}", reader.line_of(data, key), str(exc))


def strategy(reader: SpecReader, data: Any, kind: ProblemKind) -> StrategyApi | None:
    """The `strategy` field, required of a strategy problem and refused of any other."""
    if kind is not ProblemKind.STRATEGY:
        if "strategy" in data:
            reader.fail("strategy", reader.line_of(data, "strategy"), "only for kind: strategy")
        return None
    raw = reader.get(data, "strategy", "", dict)
    reader.known_keys(raw, "strategy", {"method", "params", "returns", "sides"})
    params = []
    raw_params = reader.get(raw, "params", "strategy", list)
    for index, item in enumerate(raw_params):
        where = f"strategy.params[{index}]"
        if not isinstance(item, dict):
            reader.fail(where, reader.line_of(raw_params, index), "a parameter is {name, type, optional}")
        reader.known_keys(item, where, {"name", "type", "optional"})
        params.append(
            MoveParam(
                _identifier(reader, item, "name", where),
                _type(reader, item, "type", where),
                reader.get(item, "optional", where, bool, False),
            )
        )
    if not params:
        reader.fail("strategy.params", reader.line_of(raw, "params"), "at least one parameter")
    sides = reader.get(raw, "sides", "strategy", list)
    if not sides or not all(isinstance(side, str) and side for side in sides):
        reader.fail("strategy.sides", reader.line_of(raw, "sides"), "one or more player names")
    return StrategyApi(
        method=_identifier(reader, raw, "method", "strategy"),
        params=tuple(params),
        returns=_type(reader, raw, "returns", "strategy"),
        sides=tuple(sides),
    )


def strategy_to_json(api: StrategyApi | None) -> dict[str, Any] | None:
    if api is None:
        return None
    return {
        "method": api.method,
        "params": [[p.name, str(p.type), p.optional] for p in api.params],
        "returns": str(api.returns),
        "sides": list(api.sides),
    }


def strategy_from_json(data: Any) -> StrategyApi | None:
    """The StrategyApi kept in the load cache (strategy_to_json's form), or None."""
    if data is None:
        return None
    return StrategyApi(
        method=data["method"],
        params=tuple(
            MoveParam(name, parse_type(text), bool(optional)) for name, text, optional in data["params"]
        ),
        returns=parse_type(data["returns"]),
        sides=tuple(data["sides"]),
    )
