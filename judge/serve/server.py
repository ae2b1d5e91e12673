"""Starting `judge serve`: a socket on 127.0.0.1 (port 0: a free one), a fresh token, the link to
open, and uvicorn serving the guarded app until Ctrl-C; then every judging is cancelled and its
thread waited for, so nothing the server started outlives it."""

from __future__ import annotations

import secrets
import socket
from collections.abc import Callable
from pathlib import Path

from judge.bank.spec import Bank
from judge.model.errors import JudgeError
from judge.model.settings import Settings
from judge.serve.app import Context, build_app
from judge.serve.guard import Guard
from judge.serve.jobs import Jobs
from judge.serve.plays import Plays
from judge.serve.workspace import Workspace

HOST = "127.0.0.1"  # never another interface: the page runs code
TOKEN_BYTES = 32  # 256 bits, as hex


def listen(port: int) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((HOST, port))
    except OSError as exc:
        sock.close()
        raise JudgeError(f"--port {port}: cannot listen on {HOST}: {exc.strerror}") from None
    sock.listen(64)
    return sock


def serve(bank: Bank, settings: Settings, folder: Path, port: int, say: Callable[[str], None]) -> None:
    """Serve until Ctrl-C; `say` prints the link (with the token: the one way in)."""
    import uvicorn

    sock = listen(port)
    port = sock.getsockname()[1]
    token = secrets.token_hex(TOKEN_BYTES)
    jobs, plays = Jobs(), Plays()
    workspace = Workspace(folder.resolve(), frozenset(bank.slugs()))
    app = Guard(build_app(Context(bank, settings, workspace, token, jobs, plays)), token, port)
    config = uvicorn.Config(
        app,
        log_level="warning",
        access_log=False,
        timeout_graceful_shutdown=1,  # an open stream must not hold Ctrl-C up
        server_header=False,
        ws="none",  # the page streams over SSE; no WebSocket, whatever libraries are installed
    )
    say(f"judge serve: solutions in {workspace.folder}")
    say(f"open http://{HOST}:{port}/?token={token}")
    say("Ctrl-C ends it")
    try:
        uvicorn.Server(config).run(sockets=[sock])
    except KeyboardInterrupt:  # uvicorn shuts down, then raises the signal again: the normal end
        pass
    finally:
        jobs.cancel_all(wait=True)
        plays.close_all()
        sock.close()
    say("judge serve ended")
