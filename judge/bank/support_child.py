"""Runs one of a problem's own files (generator.py, checker.py, play.py, strategy.py) in a child of
its own, for bank/support.py: `python -I support_child.py REQUESTS REPLIES PATH ROLE NEEDS`.

Stdin, stdout and stderr are /dev/null: requests and replies are JSON lines on their own pipes. The
first reply says whether the file loaded and has the functions it NEEDS (comma-separated); each
request {"call", "args"} then gets {"ok": value} or {"error": "..."}. Whatever the file does —
raise, exit, print, read stdin — is reported, never mistaken for a reply. Uses nothing of judge.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
import os
import random
import sys
import threading
import time
import warnings
from typing import Any


def _described(exc: BaseException) -> str:
    try:
        text = str(exc)
    except BaseException:  # noqa: BLE001 - a __str__ that raises
        text = "(its message cannot be shown)"
    return f"{type(exc).__name__}: {text}"[:500]


_DRAWING: dict[str, Any] = {}  # the last sequence drawn from: its key, generator and length so far


def _generate(module, seed, size, count, start=0):
    """Inputs start .. start+count-1 of the sequence generate(Random(seed), size) draws. A group is
    asked for in chunks, in order: the generator carries on from the chunk before."""
    key = json.dumps([seed, size])
    if _DRAWING.get("key") != key or _DRAWING["drawn"] > start:
        _DRAWING.update(key=key, rng=random.Random(seed), drawn=0)
    rng = _DRAWING["rng"]
    while _DRAWING["drawn"] < start:  # asked out of order: drawn again from the seed
        module.generate(rng, size)
        _DRAWING["drawn"] += 1
    inputs = [module.generate(rng, size) for _ in range(count)]
    _DRAWING["drawn"] += count
    return inputs


def _small_inputs(module, length, limit):
    return list(itertools.islice(module.small_inputs(length), limit))


def _check(module, args, expected, got):
    verdict = module.check(args, expected, got)
    ok, message = verdict if isinstance(verdict, tuple) and len(verdict) == 2 else (verdict, "")
    return [bool(ok), str(message) if message else ""]


def _line_of_play(module, args):
    return list(module.line_of_play(**args))


def _probe_strategy(module, max_size):
    """strategy(max_size) and a few values drawn from it: the judge then builds it again itself."""
    strategy = module.strategy(max_size)
    from hypothesis import strategies as st
    from hypothesis.errors import NonInteractiveExampleWarning

    if not isinstance(strategy, st.SearchStrategy):
        return f"strategy() must return a hypothesis strategy, got {type(strategy).__name__}"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", NonInteractiveExampleWarning)
        for _ in range(3):
            strategy.example()
    return ""


def _has(module, name):
    return callable(getattr(module, name, None))


CALLS: dict[str, Any] = {
    "has": _has,
    "generate": _generate,
    "small_inputs": _small_inputs,
    "check": _check,
    "line_of_play": _line_of_play,
    "probe_strategy": _probe_strategy,
}


def _die_with_the_judge() -> None:
    """End when the judge that started this child is gone (it was re-parented)."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def main() -> None:
    _die_with_the_judge()
    requests_fd, replies_fd, path, role, needs = sys.argv[1:6]
    requests = os.fdopen(int(requests_fd), "rb")
    replies = os.fdopen(int(replies_fd), "wb")
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)

    def reply(**fields) -> None:
        try:
            text = json.dumps(fields)
        except (TypeError, ValueError, RecursionError) as exc:
            text = json.dumps({"error": f"returned what is not plain data: {_described(exc)}"})
        replies.write(text.encode() + b"\n")
        replies.flush()

    shared = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(path))), "_shared")
    if os.path.isdir(shared):
        sys.path.append(shared)
    try:
        spec = importlib.util.spec_from_file_location(f"judge_{role}", path)
        if spec is None or spec.loader is None:
            raise ImportError("not a Python file")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        missing = [name for name in needs.split(",") if name and not callable(getattr(module, name, None))]
    except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt too
        reply(error=f"cannot be loaded: {_described(exc)}")
        return
    if missing:
        reply(error=f"has no {', '.join(name + '()' for name in missing)}")
        return
    reply(ok=None)
    for line in requests:
        try:
            request = json.loads(line)
            value = CALLS[request["call"]](module, *request["args"])
        except BaseException as exc:  # noqa: BLE001 - whatever the problem's code raises
            reply(error=_described(exc))
        else:
            reply(ok=value)


if __name__ == "__main__":
    main()
