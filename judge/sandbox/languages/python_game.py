"""Python's side of the games (protocol.py): LeetCode's interactive API and the strategy loop.

The judge does not import this file: its source goes in a Python child's configuration, and the
harness (sandbox/child.py) runs it in a namespace of its own before the solution's code, then puts
what `_judge_game` returns in the solution's namespace: `guess` or `Master` (the solution asks the
judge), or the strategy's entry `_judge_strategy` (the judge asks the solution). Its functions see
neither the harness nor the solution's module, whose classes they find through `namespace`.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is not imported in the child: the annotations are strings
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

STOP_STATUS = 86  # the exit status of a child the interactor stopped (protocol.py): its verdict stands first
STRATEGY_ENTRY = "_judge_strategy"  # strategy_api.ENTRY


def _judge_game(interaction: dict[str, Any], namespace: dict[str, Any]) -> dict[str, Any]:
    import json
    import os
    import threading

    call_fd, answer_fd = interaction["fds"]
    write, read, dumps = os.write, os.read, json.dumps
    pending = [b""]
    lock = threading.Lock()

    def stop(message: str) -> None:
        os.write(2, ("\njudge: " + message + "\n").encode())
        os._exit(STOP_STATUS)

    def receive() -> bytes:
        data = pending[0]
        while b"\n" not in data:
            more = read(answer_fd, 65536)
            if not more:
                stop("the judge ended the game")
            data += more
        line, _, pending[0] = data.partition(b"\n")
        return line

    def send(data: bytes) -> None:
        while data:
            data = data[write(call_fd, data) :]

    def encoded(value: Any) -> str:
        try:
            return dumps(value)
        except (TypeError, ValueError, RecursionError):
            return dumps({"unsendable": type(value).__name__})

    def ask(name: str, value: Any) -> int:
        with lock:  # a call and its answer are one exchange, whichever thread asks
            send((name + " " + encoded(value) + "\n").encode())
            line = receive()
        if line[:1] == b"x":
            stop(line[2:].decode("utf-8", "replace"))
        return int(line)

    strategy = interaction.get("strategy")
    if strategy:
        entry = _strategy_entry(strategy["class"], strategy["method"], namespace, receive, send, encoded)
        return {STRATEGY_ENTRY: entry}
    object_class = interaction.get("object_class")
    calls = {name: _api_call(ask, name, bool(object_class)) for name, _param, _type in interaction["calls"]}
    return {object_class: type(object_class, (), calls)} if object_class else calls


def _api_call(ask: Callable[[str, Any], int], name: str, method: bool) -> Callable[..., int]:
    """One of LeetCode's API calls: a function (374's `guess(num)`), or a method of the API's class
    (843's `Master.guess(self, word)`)."""
    if method:

        def call_method(self: Any, value: Any) -> int:
            return ask(name, value)

        call_method.__name__ = call_method.__qualname__ = name
        return call_method

    def call(value: Any) -> int:
        return ask(name, value)

    call.__name__ = call.__qualname__ = name
    return call


def _strategy_entry(
    class_name: str,
    method: str,
    namespace: dict[str, Any],
    receive: Callable[[], bytes],
    send: Callable[[bytes], None],
    encoded: Callable[[Any], str],
) -> Callable[..., Any]:
    """The case's entry: called with the starting position, it builds the solution's class on each
    `b`, calls its move method on each `m` and returns on `e`; the solution's exception goes up as
    the case's own (RE)."""
    import json

    loads = json.loads

    def entry(*start: Any) -> Any:
        player = None
        while True:
            line = receive()
            kind = line[:1]
            if kind == b"m":
                move = getattr(player, method)(*loads(line[2:]))
                send(b"a " + encoded(move).encode() + b"\n")
            elif kind == b"b":
                made = namespace.get(class_name)
                if not isinstance(made, type):
                    raise NameError(
                        f"define class {class_name}: the judge builds it with the starting position"
                    )
                player = None
                player = made(*start)
                send(b"r\n")
            else:
                return loads(line[2:])

    return entry
