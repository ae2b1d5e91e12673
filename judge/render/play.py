"""The words of `judge play`: positions, offered moves, hints, replies and the final comparison."""

from __future__ import annotations

from typing import Any

from judge.explain.play import Session, optimal_session, worth


def scores_line(session: Session) -> str:
    if not any(session.scores.values()) and not _scored(session):
        return ""
    return "scores: " + ", ".join(f"{name} {points}" for name, points in session.scores.items())


def _scored(session: Session) -> bool:
    return any(m["points"] for m in session.options())


def position(session: Session) -> str:
    lines = [session.game.show(session.state)]
    scores = scores_line(session)
    if scores:
        lines.append(scores)
    return "\n".join(lines)


def offer(session: Session) -> str:
    name = session.game.players[session.you]
    moves = session.options()
    lines = [f"your move, {name}:"] + [f"  {m['key']:>5}  {m['label']}" for m in moves]
    return "\n".join(lines)


def hint(session: Session) -> str:
    game = session.game
    lines = ["hint: how the game ends after each move, with best play from both sides"]
    for move in session.options():
        lines.append(f"  {move['key']:>5}  {move['label']}: {game.say(session.gained + worth(game, move))}")
    return "\n".join(lines)


def reply(session: Session, move: dict[str, Any], mover: str) -> str:
    game = session.game
    return f"{mover} plays: {move['label']} (with best play from here: {game.say(session.final_value())})"


def ending(session: Session) -> str:
    game = session.game
    best = optimal_session(game)
    you = game.players[session.you]
    lines = [
        f"game over: {session.result()} (you were {you})",
        f"optimal play from the start: {best.result()}",
    ]
    mine, ideal = session.final_value(), best.final_value()
    if mine == ideal:
        lines.append("you matched optimal play")
    else:
        lines.append(f"your moves cost you: {game.say(mine)} instead of {game.say(ideal)}")
    return "\n".join(lines)


def print_watched(slug: str, watched: Any, console: Any) -> None:
    """`judge play --strategy`: the value problem's table (the moves to keep), each side's game of
    the strategy against the optimal opponent, then the judgement of every move it was asked."""
    import json

    from judge.render.explain import print_table
    from judge.render.strategy import print_games
    from judge.render.text import escape

    console.print(
        f"[bold]{escape(slug)}[/] on {escape(json.dumps(watched.args))}: your strategy against "
        "the optimal opponent"
    )
    if watched.table is not None and watched.table.table is not None:
        print_table(watched.table.table, console)
    elif watched.note:
        console.print(f"[dim]{escape(watched.note)}[/dim]")
    result = watched.result
    if result.compile_error is not None:
        console.print(f"[bold yellow]CE[/] {escape(result.compile_error.message)}")
        return
    case = result.case
    if case is None or case.verdict is None:
        console.print("[bold red]the strategy did not play[/]")
        return
    if isinstance(case.detail, dict):
        print_games(case.detail, console)
    console.print()
    if case.verdict.value == "AC":
        console.print(f"[bold green]AC[/] every move kept the value ({escape(case.message)})")
    else:
        console.print(
            f"[bold red]{case.verdict.value}[/] {escape(case.message.splitlines()[0] if case.message else '')}"
        )
