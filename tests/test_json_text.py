"""The JSON the commands print, given a batch of lines at a time: the same text, to the character, as
the whole text built at once (the way it was printed before), for every shape a command prints."""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge.render.json_text import json_batches, json_lines


def whole_text(data: Any) -> str:
    """The text as it was built before, whole (cli._json_text): the reference the lines must match."""
    if not isinstance(data, (dict, list)) or not data:
        return json.dumps(data)
    if isinstance(data, list):
        return "[\n  " + ",\n  ".join(json.dumps(item) for item in data) + "\n]"
    fields = []
    for key, value in data.items():
        if isinstance(value, list) and value:
            shown = "[\n    " + ",\n    ".join(json.dumps(item) for item in value) + "\n  ]"
        else:
            shown = json.dumps(value)
        fields.append(f"  {json.dumps(key)}: {shown}")
    return "{\n" + ",\n".join(fields) + "\n}"


CASES = [{"name": f"case-{n}", "verdict": "AC", "time_ms": n / 7, "message": 'é\n"x"'} for n in range(300)]
SHAPES = {
    "scalar": 3.5,
    "null": None,
    "empty list": [],
    "empty object": {},
    "one item": [{"a": 1}],
    "list": [1, "two", [3, 4], {"five": 5}],
    "submit": {
        "problem": "p",
        "verdict": "WA",
        "cases": CASES,
        "failure": {"input": {"nums": [1, 2]}, "expected": True},
        "borderline": [],
        "failures": [CASES[0]],
    },
    "ends in a list": {"ok": True, "problems": [{"slug": "a"}, {"slug": "b"}]},
    "one field": {"only": [1]},
}


@pytest.mark.parametrize("name", SHAPES)
def test_the_lines_make_the_text_built_whole(name: str) -> None:
    data = SHAPES[name]
    assert "\n".join(json_lines(data)) == whole_text(data)
    for size in (1, 100, 1 << 16):
        pieces = list(json_batches(data, size))
        assert "".join(pieces) == whole_text(data) + "\n"
        assert all(piece.endswith("\n") for piece in pieces)
    assert json.loads("".join(json_batches(data))) == data
