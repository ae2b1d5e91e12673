"""What a strategy problem's solution child needs to be asked for moves (sandbox/strategy_child.py
says the protocol): the pipes' ends, the class's and the method's names, and for Python the driver
run in the solution's namespace before its code. The driver is the case's entry: called with the
starting position, it builds the solution's class on each `b`, calls its method on each `m` and
returns on `e`; an exception of the solution's goes up as the case's own (RE)."""

from __future__ import annotations

from typing import Any

from judge.model.problem import StrategyApi

ENTRY = "_judge_strategy"


def strategy_config(api: StrategyApi, class_name: str, fds: tuple[int, ...]) -> dict[str, Any]:
    return {
        "interaction": {
            "fds": list(fds),
            "strategy": {"class": class_name, "method": api.method},
            "api": python_driver(api, class_name, fds),
        },
        "entry_names": [ENTRY],
    }


def python_driver(api: StrategyApi, class_name: str, fds: tuple[int, ...]) -> str:
    call_fd, answer_fd = fds
    return f"""\
def _judge_strategy_driver():
    import os, json
    write, read, dumps, loads = os.write, os.read, json.dumps, json.loads
    namespace = globals()
    pending = [b""]

    def stop(message):
        os.write(2, ("\\njudge: " + message + "\\n").encode())
        os._exit(86)

    def receive():
        data = pending[0]
        while b"\\n" not in data:
            more = read({answer_fd}, 65536)
            if not more:
                stop("the judge ended the game")
            data += more
        line, _, pending[0] = data.partition(b"\\n")
        return line

    def send(data):
        while data:
            data = data[write({call_fd}, data):]

    def {ENTRY}(*start):
        player = None
        while True:
            line = receive()
            kind = line[:1]
            if kind == b"m":
                move = getattr(player, {api.method!r})(*loads(line[2:]))
                try:
                    text = dumps(move)
                except (TypeError, ValueError, RecursionError):
                    text = dumps({{"unsendable": type(move).__name__}})
                send(b"a " + text.encode() + b"\\n")
            elif kind == b"b":
                cls = namespace.get({class_name!r})
                if not isinstance(cls, type):
                    raise NameError("define class {class_name}: the judge builds it with the starting position")
                player = None
                player = cls(*start)
                send(b"r\\n")
            else:
                return loads(line[2:])

    return {ENTRY}


{ENTRY} = _judge_strategy_driver()
del _judge_strategy_driver
"""
