"""The protocol's text, both ways: case lines to the child, reply lines from it (see child.py).

A case costs the judge a few microseconds here, so both directions skip what the standard entry
points redo at every call: json.JSONEncoder.encode builds a new C encoder each time, json.loads
sniffs for UTF-16 and UTF-32 and matches whitespace with regular expressions.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from judge.model.outcome import Outcome
from judge.sandbox.replies import _garbage

# Cases queued in the child at once by the runner's run_many, at most (judging's window of tests,
# which holds the last 4x this many read, must hold more: the runner reads a case's arguments this
# far ahead of the one judged).
PIPELINE_WINDOW = 32


def built_encoder(item_separator: str, key_separator: str, sort_keys: bool) -> Callable[[Any], str]:
    """json.dumps with these settings from a C encoder built once (json.dumps builds one a call)."""
    make = getattr(json.encoder, "c_make_encoder", None)
    plain = json.JSONEncoder(
        separators=(item_separator, key_separator), sort_keys=sort_keys, check_circular=False
    )
    if make is None:  # an interpreter without the C accelerator
        return plain.encode
    encode = make(
        None,
        plain.default,
        json.encoder.encode_basestring_ascii,
        None,
        key_separator,
        item_separator,
        sort_keys,
        False,
        True,
    )
    return lambda value: "".join(encode(value, 0))


_dumps = built_encoder(",", ":", sort_keys=False)  # compact: the drivers read any JSON
_decoder = json.JSONDecoder()
_scan = _decoder.scan_once  # type: ignore[attr-defined]


def case_line(number: int, args: dict[str, Any]) -> bytes:
    """Case `number` of a run with these arguments, as the line the child reads."""
    return f'{{"n":{number},"args":{_dumps(args)}}}\n'.encode()


def read_reply(line: bytes) -> dict[str, Any] | Outcome:
    """A reply line as a JSON object, or the crash it is (never an exception)."""
    try:
        text = line.decode("utf-8", "surrogatepass")  # as json.loads decodes bytes
        try:  # the drivers write no whitespace: one scan reads a whole reply
            reply, end = _scan(text, 0)
            if end != len(text):
                raise ValueError
        except (StopIteration, ValueError):  # whatever json.loads would accept still is
            reply = _decoder.decode(text)
    except (ValueError, RecursionError):  # also bad UTF-8 and ints too long to read
        return _garbage("that is not JSON")
    return reply if type(reply) is dict else _garbage("that is not a JSON object")
