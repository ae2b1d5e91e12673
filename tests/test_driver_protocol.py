"""The drivers' templates and what fills them (languages/protocol.py): a mark missing or left over
is the judge's bug, raised at once, never a driver built without its part."""

from __future__ import annotations

import pytest

from judge.sandbox.languages.protocol import MarkError, fill


def test_fill_puts_each_mark_in_once() -> None:
    assert fill("a @@X@@ b @@Y@@ @@X@@", {"X": "1", "Y": "@@X@@"}) == "a 1 b @@X@@ 1"


def test_a_mark_not_in_the_template_raises() -> None:
    with pytest.raises(MarkError, match="has no mark CONFIGURE"):
        fill("void configure() {}", {"CONFIGURE": "read the pipes"})


def test_a_mark_left_unfilled_raises() -> None:
    with pytest.raises(MarkError, match="leaves ENTRY unfilled"):
        fill("@@ARGS@@ invoke(@@ENTRY@@)", {"ARGS": ""})
