"""Runs one of a problem's own files (generator.py, checker.py, validator.py, strategy.py, play.py,
table.py, game.py) in a confined child of its own, for sandbox/support.py. Started as
`python -I -c BOOTSTRAP judge-support REQUESTS REPLIES PATH ROLE NEEDS`: the bootstrap reads this
file's compiled code from the REQUESTS pipe (the child may not read the judge's own files) and calls
`main`.

Stdin, stdout and stderr are /dev/null: requests and replies are JSON lines on their own pipes. The
first reply says whether the file loaded and has the functions it NEEDS (comma-separated); each
request {"call", "args"} then gets {"ok": value} or {"error": "..."}; a search (a strategy.py's
hypothesis run) may first ask the judge about examples, {"ask": args}, each answered on the request
pipe before it goes on. Whatever the file does —
raise, exit, print, read stdin — is reported, never mistaken for a reply. Uses nothing of judge.

A game.py's game stays here: the judge gets its number and, for each state, a handle (a number
this child maps back to the state), so that states need not be plain data and a game's memo keeps
working on the very objects it made.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
import linecache
import os
import random
import resource
import sys
import threading
import time
from typing import Any


def _described(exc: BaseException) -> str:
    try:
        text = str(exc)
    except BaseException:  # noqa: BLE001 - a __str__ that raises
        text = "(its message cannot be shown)"
    return f"{type(exc).__name__}: {text}"[:500]


def _where(exc: BaseException, path: str) -> str:
    """Where in the problem's file `exc` was raised (its innermost line there), or ""."""
    found = ""
    trace = exc.__traceback__
    while trace is not None:
        code = trace.tb_frame.f_code
        if code.co_filename == path:
            line = linecache.getline(path, trace.tb_lineno).strip()
            found = f" (at {os.path.basename(path)} line {trace.tb_lineno}: {line[:160]})"
        trace = trace.tb_next
    return found


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


def _validate(module, inputs):
    """validator.py's broken rules for each input, as lines: one call for a whole list of inputs."""
    found = []
    for args in inputs:
        broken = module.validate(args)
        if not isinstance(broken, (list, tuple)) or not all(isinstance(line, str) for line in broken):
            raise TypeError(f"validate() must return a list of lines, got {type(broken).__name__}")
        found.append(list(broken))
    return found


def _repair(module, inputs):
    """Each input mended by validator.py's repair() (when it has one), or None when the result
    still breaks a rule: stress's random inputs keep the problem's own rules."""
    mend = getattr(module, "repair", None)
    kept = []
    for args in inputs:
        fixed = mend(args) if callable(mend) else args
        kept.append(None if not isinstance(fixed, dict) or module.validate(fixed) else fixed)
    return kept


class _Failing(Exception):
    """The judge said the example fails: hypothesis shrinks it."""


class _Stopped(BaseException):
    """The judge asked to stop: hypothesis lets it through."""


def _search(module, max_size, count, seed):
    """Hypothesis' generation and shrinking with strategy.py's strategy, here in
    the problem's child: each example is sent to the judge ({"ask": args}), which runs it and answers
    {"failed": bool} (or {"stop": true}). Returns whether an example failed; the judge keeps the
    smallest failing one (hypothesis replays it last)."""
    from hypothesis import HealthCheck, Phase, Verbosity, given, settings
    from hypothesis import seed as fixed_seed
    from hypothesis import strategies as st

    strategy = module.strategy(max_size)
    if not isinstance(strategy, st.SearchStrategy):
        raise TypeError(f"strategy() must return a hypothesis strategy, got {type(strategy).__name__}")

    def probe(args):
        answer = _ASK(args)
        if answer.get("stop"):
            raise _Stopped
        if answer.get("failed"):
            raise _Failing

    configured = settings(
        database=None,
        phases=[Phase.generate, Phase.shrink],
        max_examples=count,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        verbosity=Verbosity.quiet,
        report_multiple_bugs=False,
        print_blob=False,
    )
    try:
        configured(fixed_seed(seed)(given(strategy)(probe)))()
    except _Failing:
        return True
    except _Stopped:
        return False
    return False


_ASK = None  # set by main: sends the judge an example and returns its answer


def _has(module, name):
    return callable(getattr(module, name, None))


def _constant(module, name, default):
    """A module-level setting (LIMIT, NOTE), or `default` when the file sets none."""
    return getattr(module, name, default)


def _explain(module, args):
    found = module.explain(**args)
    if not isinstance(found, dict):
        raise TypeError(f"explain() must return a dict, got {type(found).__name__}")
    return found


_GAMES: list[Any] = []  # the games made, by number
_STATES: list[Any] = []  # every state handed to the judge, by handle
_HANDLES: dict[Any, int] = {}  # a hashable state's handle, so one state keeps one handle


def _handle(state):
    try:
        known = _HANDLES.get(state)
    except TypeError:  # not hashable: a handle of its own each time
        known = None
    else:
        if known is not None:
            return known
    _STATES.append(state)
    try:
        _HANDLES[state] = len(_STATES) - 1
    except TypeError:
        pass
    return len(_STATES) - 1


def _make_game(module, args):
    game = module.make(**args)
    _GAMES.append(game)
    return {"game": len(_GAMES) - 1, "players": list(game.players), "goals": list(game.goals)}


_ON_STATE = {"turn", "moves", "value", "show"}  # methods taking a state (result takes scores first)


def _play(module, number, method, *args):
    """`method` of game `number` (see solutions/_shared/games.py), states given and taken as handles."""
    game = _GAMES[number]
    if method in _ON_STATE:
        args = (_STATES[args[0]],)
    elif method == "result":
        args = (args[0], _STATES[args[1]])
    elif method not in ("start", "say"):
        raise ValueError(f"no game method {method!r}")
    value = getattr(game, method)(*args)
    if method == "start":
        return _handle(value)
    if method == "moves":
        return [{**move, "next": _handle(move["next"])} for move in value]
    return value


CALLS: dict[str, Any] = {
    "has": _has,
    "constant": _constant,
    "explain": _explain,
    "make_game": _make_game,
    "play": _play,
    "generate": _generate,
    "small_inputs": _small_inputs,
    "check": _check,
    "line_of_play": _line_of_play,
    "validate": _validate,
    "repair": _repair,
    "search": _search,
}


def _die_with_the_judge() -> None:
    """End when the judge that started this child is gone (it was re-parented)."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def main(requests_fd: int, replies_fd: int, path: str, role: str, needs: str) -> None:
    _die_with_the_judge()
    requests = os.fdopen(requests_fd, "rb")
    replies = os.fdopen(replies_fd, "wb")
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

    def ask(args):
        reply(ask=args)
        line = requests.readline()
        answer = json.loads(line) if line else {"stop": True}
        return answer if isinstance(answer, dict) else {"stop": True}

    global _ASK
    _ASK = ask
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
        reply(error=f"cannot be loaded: {_described(exc)}{_where(exc, path)}")
        return
    if missing:
        reply(error=f"has no {', '.join(name + '()' for name in missing)}")
        return
    reply(ok=None)
    for line in requests:
        try:
            request = json.loads(line)
            allow_cpu(request.get("cpu"))
            value = CALLS[request["call"]](module, *request["args"])
        except BaseException as exc:  # noqa: BLE001 - whatever the problem's code raises
            reply(error=_described(exc) + _where(exc, path))
        else:
            reply(ok=value)


def allow_cpu(seconds: int | None) -> None:
    """Raise this process's CPU limit to what the judge allows the coming call (it may not itself)."""
    if seconds is not None:
        resource.setrlimit(resource.RLIMIT_CPU, (seconds, resource.getrlimit(resource.RLIMIT_CPU)[1]))
