"""What every request must pass before it reaches a route: the defences a local code-running server
needs (Jupyter Server's are the model: a token, a Host allow-list, an Origin check).

- Host must be 127.0.0.1, localhost or [::1] with our port: a rebound DNS name (a hostile site whose
  name now points at 127.0.0.1) sends its own name, and is refused.
- A token on every request: the printed link's `?token=` is swapped for an HttpOnly, SameSite=Strict
  cookie by a redirect that drops it from the address bar; other requests carry the cookie, or the
  `X-Judge-Token` header a script sends.
- Work is started by POST only, and a POST needs the header (a cross-site form or no-cors fetch cannot
  set it), the page's own Origin and a JSON body. A stream (GET .../events) only observes, and still
  needs the page's own Origin or, where a browser sends none, Sec-Fetch-Site: same-origin.
- Every response says: a strict Content-Security-Policy (no script but ours, no request elsewhere),
  nosniff, Cross-Origin-Resource-Policy same-origin, no framing, no caching.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qs

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

COOKIE = "judge_token"
HEADER = "x-judge-token"
LOOPBACK = ("127.0.0.1", "localhost", "[::1]")
# No script but our files. style-src has a fresh nonce per response: CodeMirror mounts its styles in
# a <style> element it tags with the nonce the page gives it (EditorView.cspNonce). Style attributes
# are allowed: Chromium's own editing of CodeMirror's contenteditable writes them (a paste), and an
# attribute has no selectors, and can load nothing from elsewhere (img-src, font-src are 'self').
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self' 'nonce-{nonce}'; style-src-attr 'unsafe-inline'; "
    "img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'none'"
)
SECURITY_HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"cross-origin-resource-policy", b"same-origin"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cache-control", b"no-store"),
]
SAFE_METHODS = ("GET", "HEAD")


@dataclass(frozen=True)
class Guard:
    """The ASGI middleware in front of the app: `token` is the secret, `port` the one we listen on."""

    app: App
    token: str
    port: int

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":  # startup and shutdown, no request
            await self.app(scope, receive, send)
            return
        if scope["type"] != "http":  # a WebSocket: the page opens none, so none is let in
            await send({"type": "websocket.close", "code": 1008})
            return

        nonce = secrets.token_urlsafe(18)
        state = scope.setdefault("state", {})
        state["style_nonce"] = nonce  # the page hands it to CodeMirror

        async def send_secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers", []) if k.lower() not in _OURS]
                policy = policy_for(nonce, state.get(INLINE_HASHES, ()))
                message["headers"] = [
                    *headers,
                    (b"content-security-policy", policy.encode()),
                    *SECURITY_HEADERS,
                ]
            await send(message)

        refusal = self.refusal(scope)
        if refusal is not None:
            status, text = refusal
            await _plain(send_secured, status, text)
            return
        if self._swaps_link_token(scope):  # the printed link: cookie set, token out of the address
            await send_secured(
                {
                    "type": "http.response.start",
                    "status": 303,
                    "headers": [
                        (b"location", b"/"),
                        (b"set-cookie", f"{COOKIE}={self.token}; HttpOnly; SameSite=Strict; Path=/".encode()),
                        (b"content-length", b"0"),
                    ],
                }
            )
            await send_secured({"type": "http.response.body", "body": b""})
            return
        await self.app(scope, receive, send_secured)

    def refusal(self, scope: Scope) -> tuple[int, str] | None:
        """(status, why) if the request is refused, None if it may go on."""
        headers = _headers(scope)
        host = headers.get("host", "")
        if host not in {f"{name}:{self.port}" for name in LOOPBACK}:
            return 403, "refused: Host must be 127.0.0.1, localhost or [::1] with this server's port"
        method = scope["method"]
        site = headers.get("sec-fetch-site")
        if site is not None and site not in ("same-origin", "none"):  # another site's request or read
            return 403, "refused: a request from another site"
        sent = headers.get(HEADER)
        cookie = _cookie(headers.get("cookie", ""))
        if not (self._is_token(sent) or self._is_token(cookie) or self._swaps_link_token(scope)):
            return 403, "refused: no valid token (open the link `judge serve` printed)"
        origin = headers.get("origin")
        own = origin == f"http://{host}"
        if method not in SAFE_METHODS:
            if not self._is_token(sent):
                return 403, f"refused: a {method} needs the {HEADER} header"
            if not own:
                return 403, "refused: a request must come from this server's own page (Origin)"
            if headers.get("content-type", "").split(";")[0].strip() != "application/json":
                return 415, "refused: the body must be application/json"
        elif scope["path"].endswith("/events") and not (own or (origin is None and site == "same-origin")):
            return 403, "refused: a stream must be opened by this server's own page (Origin)"
        return None

    def _is_token(self, given: str | None) -> bool:
        return given is not None and hmac.compare_digest(given.encode(), self.token.encode())

    def _swaps_link_token(self, scope: Scope) -> bool:
        if scope["method"] != "GET" or scope["path"] != "/":
            return False
        given = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("token", [None])[0]
        return self._is_token(given)


INLINE_HASHES = "inline_hashes"  # a route's own inline elements, by hash (the progress page's)


def policy_for(nonce: str, hashes: tuple[str, ...] | list[str] = ()) -> str:
    """The CSP of one response: CSP with its style nonce; `hashes` ('sha256-...') are inline
    scripts and styles of the response itself that may run (nothing else inline does)."""
    policy = CSP.format(nonce=nonce)
    if hashes:
        allowed = " ".join(f"'{h}'" for h in hashes)
        policy = policy.replace("script-src 'self'", f"script-src 'self' {allowed}")
        policy = policy.replace(
            f"style-src 'self' 'nonce-{nonce}'", f"style-src 'self' 'nonce-{nonce}' {allowed}"
        )
    return policy


_OURS = {name for name, _ in SECURITY_HEADERS} | {b"content-security-policy"}


def _headers(scope: Scope) -> dict[str, str]:
    """The request's headers by lower-case name; a header sent twice is refused as empty (no guess
    at which one the checks should read)."""
    found: dict[str, str] = {}
    for raw_name, raw_value in scope.get("headers", []):
        name, value = raw_name.decode("latin-1").lower(), raw_value.decode("latin-1")
        found[name] = "" if name in found and name != "cookie" else value
    return found


def _cookie(header: str) -> str | None:
    jar: SimpleCookie = SimpleCookie()
    try:
        jar.load(header)
    except Exception:  # a malformed Cookie header is no token
        return None
    morsel = jar.get(COOKIE)
    return morsel.value if morsel is not None else None


async def _plain(send: Send, status: int, text: str) -> None:
    body = (text + "\n").encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"text/plain; charset=utf-8"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
