"""`judge serve`'s defences, each attack made for real against a real server process (tests/serving.py):
a cross-site form POST, a rebound Host, a foreign Origin on the stream, a missing or wrong token,
`..` in every parameter, work started by a GET; and the headers every response carries."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from serving import Served, start

JSON = {"Content-Type": "application/json"}
WRONG_TOKEN = "0" * 64


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    root = tmp_path_factory.mktemp("serve-security")
    server = start(root / "work", root / "home")
    try:
        yield server
    finally:
        server.stop()


def _own(served: Served) -> dict[str, str]:
    return served.page_headers(**JSON)


def _writes(served: Served) -> set[str]:
    """Every file under the server's folder and its parent (where a `..` would land)."""
    return {str(p.relative_to(served.folder.parent)) for p in served.folder.parent.rglob("*")}


def test_it_listens_on_loopback_only(served: Served) -> None:
    listening = []
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        local, state = line.split()[1], line.split()[3]
        address, port = local.split(":")
        if int(port, 16) == served.port and state == "0A":  # LISTEN
            listening.append(address)
    assert listening == ["0100007F"]  # 127.0.0.1, and nothing else (no 0.0.0.0, no IPv6 socket)
    assert f"http://127.0.0.1:{served.port}/?token=" in served.link and len(served.token) == 64


def test_the_link_swaps_its_token_for_a_strict_cookie(served: Served) -> None:
    swapped = served.request("GET", f"/?token={served.token}")
    assert swapped.status == 303 and swapped.headers["location"] == "/"  # the token leaves the address
    cookie = swapped.headers["set-cookie"]
    assert f"judge_token={served.token}" in cookie and "HttpOnly" in cookie and "SameSite=Strict" in cookie
    page = served.request("GET", "/", {"Cookie": f"judge_token={served.token}"})
    assert page.status == 200 and b'<script src="/static/app.js"' in page.body
    script = served.request("GET", "/static/app.js", {"Cookie": f"judge_token={served.token}"})
    assert script.status == 200 and script.headers["content-type"].startswith("text/javascript")


@pytest.mark.parametrize("path", ["/", "/static/app.js", "/api/problems", "/api/problems/stone-game"])
def test_no_or_a_wrong_token_is_refused(served: Served, path: str) -> None:
    assert served.request("GET", path).status == 403
    assert served.request("GET", path, {"Cookie": f"judge_token={WRONG_TOKEN}"}).status == 403
    assert served.request("GET", path, {"X-Judge-Token": WRONG_TOKEN}).status == 403
    assert served.request("GET", path, {"X-Judge-Token": served.token[:-1]}).status == 403
    assert served.request("GET", path, {"X-Judge-Token": served.token}).status == 200
    assert served.request("GET", f"/?token={WRONG_TOKEN}").status == 403


def test_a_post_without_the_token_header_is_refused(served: Served) -> None:
    before = _writes(served)
    cookie_only = {"Cookie": f"judge_token={served.token}", "Origin": served.base, **JSON}
    body = json.dumps({"lang": "python", "text": "x = 1\n"}).encode()
    assert served.request("POST", "/api/problems/stone-game/file", cookie_only, body).status == 403
    wrong = {**_own(served), "X-Judge-Token": WRONG_TOKEN}
    assert served.request("POST", "/api/problems/stone-game/file", wrong, body).status == 403
    assert _writes(served) == before


@pytest.mark.parametrize(
    "host",
    [
        "evil.example",
        "evil.example:{port}",
        "127.0.0.1",
        "127.0.0.1:1",
        "localhost.evil.example:{port}",
        "127.0.0.1.nip.io:{port}",
        "0.0.0.0:{port}",
        "",
    ],
)
def test_a_rebound_host_is_refused_on_every_route(served: Served, host: str) -> None:
    host = host.format(port=served.port)
    bad = {"Host": host, **_own(served)}
    assert served.request("GET", "/", {"Host": host, "Cookie": f"judge_token={served.token}"}).status == 403
    assert served.request("GET", f"/?token={served.token}", {"Host": host}).status == 403
    assert served.request("GET", "/api/problems", bad).status == 403
    assert served.request("GET", "/api/jobs/0/events", bad).status == 403
    body = json.dumps({"lang": "python"}).encode()
    assert served.request("POST", "/api/problems/stone-game/submit", bad, body).status == 403


def test_the_loopback_names_with_our_port_are_served(served: Served) -> None:
    for host in (f"127.0.0.1:{served.port}", f"localhost:{served.port}", f"[::1]:{served.port}"):
        assert (
            served.request("GET", "/api/problems", {"Host": host, "X-Judge-Token": served.token}).status
            == 200
        )


def test_a_cross_site_form_post_starts_nothing(served: Served) -> None:
    """What a hostile page can send: a form (urlencoded or text/plain) or a no-cors fetch, with the
    cookie even (a browser without SameSite), its own Origin or none; none of them writes or judges."""
    before = _writes(served)
    cookie = {"Cookie": f"judge_token={served.token}"}
    form = b"lang=python&text=import+os"
    attempts = [
        {**cookie, "Origin": "http://evil.example", "Content-Type": "application/x-www-form-urlencoded"},
        {**cookie, "Origin": "null", "Content-Type": "text/plain"},
        {**cookie, "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site"},
        # even the token (stolen?) from another site's page: its Origin gives it away
        {"X-Judge-Token": served.token, "Origin": "http://evil.example", **JSON},
        {"X-Judge-Token": served.token, "Origin": served.base, "Sec-Fetch-Site": "cross-site", **JSON},
        {"X-Judge-Token": served.token, **JSON},  # no Origin at all
        {"X-Judge-Token": served.token, "Origin": f"http://localhost:{served.port}.evil.example", **JSON},
    ]
    for path in ("/api/problems/stone-game/file", "/api/problems/stone-game/submit"):
        for headers in attempts:
            assert served.request("POST", path, headers, form).status == 403, headers
        # our own Origin and token, but a body a form could send: refused before it is read
        plain = {**served.page_headers(), "Content-Type": "text/plain"}
        assert served.request("POST", path, plain, b'{"lang": "python", "text": "x"}').status == 415
    assert _writes(served) == before


def test_a_get_never_starts_work(served: Served) -> None:
    before = _writes(served)
    for path in (
        "/api/problems/stone-game/submit",
        "/api/jobs/0/cancel",
        "/api/problems/stone-game/file?text=x",
    ):
        reply = served.request("GET", path, served.page_headers())
        assert reply.status in (404, 405) or path.endswith("text=x"), (path, reply.status)
    assert _writes(served) == before


def test_a_foreign_origin_cannot_open_a_stream(served: Served) -> None:
    (served.folder / "stone-game.py").write_text(
        "class Solution:\n    def stoneGame(self, piles):\n        return True\n"
    )
    started = served.post("/api/problems/stone-game/submit", {"lang": "python", "record": False})
    assert started.status == 200, started.body
    job = started.json()["job"]
    path = f"/api/jobs/{job}/events"
    cookie = {"Cookie": f"judge_token={served.token}"}
    for headers in (
        {**cookie, "Origin": "http://evil.example"},
        {**cookie, "Sec-Fetch-Site": "cross-site"},  # an EventSource from another site
        {**cookie, "Origin": "http://evil.example", "Sec-Fetch-Site": "same-origin"},
        {**cookie},  # neither: not the page's
        {"Origin": served.base},  # the page's Origin but no token
    ):
        assert served.request("GET", path, headers).status == 403, headers
    same = served.request("GET", path, {**cookie, "Sec-Fetch-Site": "same-origin"})  # Chromium's own
    assert same.status == 200 and b'"type": "result"' in same.body
    events = served.events(job)
    assert events[-1]["type"] == "result" and events[-1]["result"]["verdict"] == "AC"


DOTS = ["..", "%2e%2e", "..%2F..%2Fetc%2Fpasswd", "%2E%2E%2F%2E%2E", "stone-game%2F..%2F..", "%2Fetc%2Fpasswd",
        "..%5C..%5Cwindows", "stone-game%00", "~root", "%252e%252e"]  # fmt: skip


@pytest.mark.parametrize("dots", DOTS)
def test_dots_in_every_parameter_reach_no_file(served: Served, dots: str) -> None:
    before = _writes(served)
    own = served.page_headers()
    for path in (
        f"/api/problems/{dots}",
        f"/api/problems/{dots}/file",
        f"/api/problems/stone-game/file?lang={dots}",
        f"/api/jobs/{dots}/events",
        f"/static/{dots}",
        f"/static/..%2F{dots}",
    ):
        reply = served.request("GET", path, own)
        assert reply.status == 404, (path, reply.status, reply.body[:200])
        assert b"root:" not in reply.body and b"import" not in reply.body
    for path, body in (
        (f"/api/problems/{dots}/file", {"lang": "python", "text": "x = 1\n"}),
        ("/api/problems/stone-game/file", {"lang": dots, "text": "x = 1\n"}),
        ("/api/problems/stone-game/file", {"lang": "../../x", "text": "x = 1\n"}),
        (f"/api/problems/{dots}/submit", {"lang": "python"}),
        ("/api/problems/stone-game/submit", {"lang": f"{dots}/python"}),
        (f"/api/jobs/{dots}/cancel", {}),
    ):
        reply = served.post(path, body)
        assert reply.status == 404, (path, body, reply.status, reply.body[:200])
    assert _writes(served) == before


def test_a_symlink_out_of_the_folder_is_not_written_through(served: Served, tmp_path: Path) -> None:
    outside = tmp_path / "outside.py"
    outside.write_text("kept\n")
    link = served.folder / "divisor-game.py"
    link.symlink_to(outside)
    try:
        reply = served.post("/api/problems/divisor-game/file", {"lang": "python", "text": "x = 1\n"})
        assert reply.status == 404 and outside.read_text() == "kept\n"
        assert (
            served.request("GET", "/api/problems/divisor-game/file?lang=python", served.page_headers()).status
            == 404
        )
    finally:
        link.unlink()


@pytest.mark.parametrize(
    "method, path, headers",
    [("GET", "/", "cookie"), ("GET", "/api/problems", "token"), ("GET", "/api/problems/nope", "token"),
     ("GET", "/api/problems", "none"), ("GET", "/static/app.css", "cookie")],
)  # fmt: skip
def test_every_response_carries_the_security_headers(
    served: Served, method: str, path: str, headers: str
) -> None:
    sent = {
        "cookie": {"Cookie": f"judge_token={served.token}"},
        "token": {"X-Judge-Token": served.token},
        "none": {},
    }
    reply = served.request(method, path, sent[headers])
    csp = reply.headers["content-security-policy"]
    assert "default-src 'none'" in csp and "script-src 'self'" in csp and "connect-src 'self'" in csp
    directives = dict(part.strip().split(" ", 1) for part in csp.split(";"))
    assert (
        directives["script-src"] == "'self'" and "unsafe-eval" not in csp and "frame-ancestors 'none'" in csp
    )
    assert directives["style-src"].startswith("'self' 'nonce-") and "unsafe" not in directives["style-src"]
    assert directives["img-src"] == "'self' data:" and directives["connect-src"] == "'self'"
    again = served.request(method, path, sent[headers]).headers["content-security-policy"]
    assert again != csp  # a fresh style nonce per response
    assert reply.headers["x-content-type-options"] == "nosniff"
    assert reply.headers["cross-origin-resource-policy"] == "same-origin"
    assert reply.headers["x-frame-options"] == "DENY"
    assert "access-control-allow-origin" not in reply.headers


def test_shipped_assets_name_no_outside_url() -> None:
    """The page makes no request elsewhere: no asset names an http(s) URL or a protocol-relative one."""
    import re

    static = Path(__file__).resolve().parent.parent / "judge" / "serve" / "static"
    assets = sorted(static.iterdir())
    assert {p.name for p in assets} >= {"index.html", "app.js", "app.css"}
    # An XML namespace is a name, never fetched: CodeMirror makes its SVG icons in this one.
    names = ("http://www.w3.org/2000/svg",)
    for asset in assets:
        text = asset.read_text(encoding="utf-8")
        for name in names:
            text = text.replace(name, "")
        found = re.findall(r"https?://\S{0,40}|[\"'(]//[a-z0-9]\S{0,40}", text, re.IGNORECASE)
        assert not found, (asset.name, found[:5])


def test_the_progress_page_runs_its_own_inline_script_only(served: Served) -> None:
    reply = served.request("GET", "/progress", {"Cookie": f"judge_token={served.token}"})
    assert reply.status == 200 and b"judge-data" in reply.body
    directives = dict(
        part.strip().split(" ", 1) for part in reply.headers["content-security-policy"].split(";")
    )
    script = directives["script-src"].split()
    assert script[0] == "'self'" and script[1:] and all(s.startswith("'sha256-") for s in script[1:])
    assert "unsafe" not in directives["script-src"]
    assert served.request("GET", "/progress").status == 403  # the record is no one else's to read


def test_a_websocket_is_never_let_in(served: Served) -> None:
    upgrade = {
        "Cookie": f"judge_token={served.token}",
        "Origin": served.base,
        "Connection": "Upgrade",
        "Upgrade": "websocket",
        "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
    }
    reply = served.request("GET", "/api/jobs/0/events", upgrade)
    assert reply.status != 101  # no upgrade, whatever the path
