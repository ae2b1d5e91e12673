"""The routes of `judge serve`: pages and assets, the problems, the solution file, and judgings.

Every route sits behind guard.Guard. A GET only reads (a problem, a file, a judging's events); a
judging or a save is a POST. Problems are named by slug and looked up in the bank; the file is the
one workspace.Workspace chooses. What a route answers is the JSON the command line prints for the
same thing (render/submission.py), so the page and `--json` cannot drift apart.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import html
import json
import re
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from judge.bank.spec import Bank
from judge.model.errors import JudgeError
from judge.model.problem import Problem
from judge.model.settings import Settings
from judge.sandbox.languages.registry import DEFAULT, LANGUAGES
from judge.serve import events
from judge.serve.jobs import Job, Jobs, Json
from judge.serve.plays import Plays
from judge.serve.workspace import NotHere, Workspace

ASSETS = {  # the only files the server sends: name -> media type
    "app.js": "text/javascript; charset=utf-8",
    "app.css": "text/css; charset=utf-8",
    "editor.js": "text/javascript; charset=utf-8",  # CodeMirror 6, built by editor/build.sh
}
STREAM_STEP_S = 0.01  # how often a stream looks for new events (at 50 ms, save-to-verdict was 2.75x watch's)
STRESS_COUNT = 300  # random inputs a Stress tries unless asked (the command line's default is 1000)


@dataclass(frozen=True)
class Context:
    bank: Bank
    settings: Settings
    workspace: Workspace
    token: str
    jobs: Jobs
    plays: Plays


# The page's File menu: every language the judge runs, by the registry's names and titles
LANGUAGE_OPTIONS = "".join(
    f'<option value="{html.escape(entry.name)}">{html.escape(entry.title)}</option>' for entry in LANGUAGES
)


def asset(name: str) -> bytes:
    return (resources.files("judge.serve") / "static" / name).read_bytes()


def build_app(context: Context) -> Starlette:
    def problem(slug: str) -> Problem:
        if slug not in context.workspace.slugs:
            raise NotHere(f"unknown problem {slug!r}")
        return context.bank.load(slug)

    async def page(request: Request) -> Response:
        nonce = request.state.style_nonce  # set by the guard, in this response's CSP too
        document = (
            asset("index.html")
            .decode()
            .replace("{{token}}", context.token)
            .replace("{{style_nonce}}", nonce)
            .replace("{{language_options}}", LANGUAGE_OPTIONS)
        )
        return Response(document, media_type="text/html; charset=utf-8")

    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in ASSETS:
            return _missing(f"no asset {name!r}")
        return Response(asset(name), media_type=ASSETS[name])

    async def problems(request: Request) -> Response:
        return JSONResponse(await asyncio.to_thread(events.problem_list, context.bank, context.settings))

    async def review(request: Request) -> Response:
        return JSONResponse(await asyncio.to_thread(events.review_queue, context.settings))

    async def show(request: Request) -> Response:
        found = await asyncio.to_thread(problem, request.path_params["slug"])  # a first load parses YAML
        return JSONResponse(events.problem_page(found))

    async def read_file(request: Request) -> Response:
        slug, lang = request.path_params["slug"], request.query_params.get("lang", DEFAULT)
        path = context.workspace.path(slug, lang)  # checked before the problem is loaded
        mtime = _mtime(path)  # before the read: a save in between makes the next look differ
        text = context.workspace.read(slug, lang)
        body: Json = {"file": path.name, "exists": text is not None, "text": text, "mtime_ns": mtime}
        if text is None:
            body["template"] = events.template_text(
                problem(slug), context.workspace.language(lang), path.name
            )
        return JSONResponse(body)

    async def write_file(request: Request) -> Response:
        slug = request.path_params["slug"]
        body = await _json_object(request)
        lang, text = body.get("lang"), body.get("text")
        if not isinstance(lang, str) or not isinstance(text, str):
            raise JudgeError("the body needs a string lang and a string text")
        path = await asyncio.to_thread(context.workspace.write, slug, lang, text)
        return JSONResponse({"file": path.name, "mtime_ns": _mtime(path)})

    async def submit(request: Request) -> Response:
        slug = request.path_params["slug"]
        body = await _json_object(request)
        lang = body.get("lang", DEFAULT)
        if not isinstance(lang, str):
            raise JudgeError("lang must be a string")
        path = context.workspace.path(slug, lang)
        found = problem(slug)
        record = body.get("record", True) is not False

        def judging(job: Job) -> Iterator[Json | None]:
            return events.submission(found, path, lang, context.settings, record)

        job = context.jobs.start("submit", slug, judging)
        return JSONResponse({"job": job.id, "file": path.name})

    async def progress(request: Request) -> Response:
        """`judge progress --html`'s page, made afresh from the record at each load."""
        page = await asyncio.to_thread(events.progress_page, context.bank, context.settings)
        request.state.inline_hashes = inline_hashes(page)  # its own inline script and style run
        return Response(page, media_type="text/html; charset=utf-8")

    async def explain(request: Request) -> Response:
        slug = request.path_params["slug"]
        body = await _json_object(request)
        lang = body.get("lang", DEFAULT)
        if not isinstance(lang, str):
            raise JudgeError("lang must be a string")
        path = context.workspace.path(slug, lang) if body.get("mine") is True else None
        found = problem(slug)
        settings = context.settings
        return JSONResponse(
            await asyncio.to_thread(events.explanation, found, body.get("input"), settings, path, lang)
        )

    async def run(request: Request) -> Response:
        slug = request.path_params["slug"]
        body = await _json_object(request)
        lang = body.get("lang", DEFAULT)
        if not isinstance(lang, str):
            raise JudgeError("lang must be a string")
        path = context.workspace.path(slug, lang)
        found, args = problem(slug), body.get("input")

        def running(job: Job) -> Iterator[Json | None]:
            return events.custom_run(found, path, lang, args, context.settings)

        job = context.jobs.start("run", slug, running)
        return JSONResponse({"job": job.id, "file": path.name})

    async def play(request: Request) -> Response:
        found = problem(request.path_params["slug"])
        body = await _json_object(request)
        first = body.get("first", True) is not False
        return JSONResponse(await asyncio.to_thread(context.plays.start, found, body.get("input"), first))

    async def move(request: Request) -> Response:
        body = await _json_object(request)
        found = problem(request.path_params["slug"])
        key = body.get("key")
        if not isinstance(key, str):
            raise JudgeError("key must be a string")
        view = await asyncio.to_thread(context.plays.move, request.path_params["play"], key, found)
        return _missing("no such game") if view is None else JSONResponse(view)

    async def stress(request: Request) -> Response:
        slug = request.path_params["slug"]
        body = await _json_object(request)
        lang, count, seed = body.get("lang", DEFAULT), body.get("count", STRESS_COUNT), body.get("seed")
        if not isinstance(lang, str):
            raise JudgeError("lang must be a string")
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 100_000:
            raise JudgeError("count must be an int from 1 to 100000")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
            raise JudgeError("seed must be an int from 0")
        path = context.workspace.path(slug, lang)
        found = problem(slug)

        def searching(job: Job) -> Iterator[Json | None]:
            return events.stress_run(found, path, lang, context.settings, count, seed, lambda: job.cancelled)

        job = context.jobs.start("stress", slug, searching)
        return JSONResponse({"job": job.id, "file": path.name})

    async def stream(request: Request) -> Response:
        job = context.jobs.get(request.path_params["job"])
        if job is None:
            return _missing("no such judging")
        start = request.headers.get("last-event-id", "")
        index = int(start) + 1 if start.isdigit() else 0

        async def lines() -> AsyncIterator[str]:
            position = index
            while True:
                fresh, done = job.since(position)
                for event in fresh:
                    yield f"id: {position}\ndata: {json.dumps(event)}\n\n"
                    position += 1
                if done and not fresh:
                    return
                if not fresh:
                    await asyncio.sleep(STREAM_STEP_S)

        return StreamingResponse(lines(), media_type="text/event-stream")

    async def cancel(request: Request) -> Response:
        job = context.jobs.get(request.path_params["job"])
        if job is None:
            return _missing("no such judging")
        await asyncio.to_thread(context.jobs.cancel, job)
        return JSONResponse({"cancelled": job.id})

    async def refused(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, JudgeError)
        status = 404 if isinstance(exc, NotHere) else 400
        return JSONResponse({"error": exc.message}, status_code=status)

    routes = [
        Route("/", page),
        Route("/static/{name}", static),
        Route("/progress", progress),
        Route("/api/problems", problems),
        Route("/api/review", review),
        Route("/api/problems/{slug}", show),
        Route("/api/problems/{slug}/file", read_file),
        Route("/api/problems/{slug}/file", write_file, methods=["POST"]),
        Route("/api/problems/{slug}/submit", submit, methods=["POST"]),
        Route("/api/problems/{slug}/explain", explain, methods=["POST"]),
        Route("/api/problems/{slug}/run", run, methods=["POST"]),
        Route("/api/problems/{slug}/stress", stress, methods=["POST"]),
        Route("/api/problems/{slug}/play", play, methods=["POST"]),
        Route("/api/problems/{slug}/play/{play}", move, methods=["POST"]),
        Route("/api/jobs/{job}/events", stream),
        Route("/api/jobs/{job}/cancel", cancel, methods=["POST"]),
    ]
    return Starlette(routes=routes, exception_handlers={JudgeError: refused})


def inline_hashes(page: str) -> list[str]:
    """The CSP hashes of a page's inline <script> and <style> elements (those without attributes:
    a JSON data block is not run, and needs none)."""
    found = re.findall(r"<script>(.*?)</script>|<style>(.*?)</style>", page, re.DOTALL)
    return [
        "sha256-" + base64.b64encode(hashlib.sha256((script or style).encode()).digest()).decode()
        for script, style in found
    ]


def _missing(message: str) -> Response:
    return JSONResponse({"error": message}, status_code=404)


def _mtime(path: Any) -> int | None:
    try:
        return int(path.stat().st_mtime_ns)
    except OSError:
        return None


async def _json_object(request: Request) -> dict[str, Any]:
    try:
        body = json.loads(await request.body())
    except (ValueError, UnicodeDecodeError):
        raise JudgeError("the body is not JSON") from None
    if not isinstance(body, dict):
        raise JudgeError("the body must be a JSON object")
    return body
