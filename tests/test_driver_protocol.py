"""The drivers' templates and what fills them (languages/protocol.py): a mark missing or left over
is the judge's bug, raised at once, never a driver built without its part."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.bank.spec import load_problem
from judge.sandbox.languages import cpp, go, rust
from judge.sandbox.languages.protocol import MARK, MarkError, fill

PROBLEMS = Path(__file__).resolve().parent.parent / "problems"


def test_fill_puts_each_mark_in_once() -> None:
    assert fill("a @@X@@ b @@Y@@ @@X@@", {"X": "1", "Y": "@@X@@"}) == "a 1 b @@X@@ 1"


def test_a_mark_not_in_the_template_raises() -> None:
    with pytest.raises(MarkError, match="has no mark CONFIGURE"):
        fill("void configure() {}", {"CONFIGURE": "read the pipes"})


def test_a_mark_left_unfilled_raises() -> None:
    with pytest.raises(MarkError, match="leaves ENTRY unfilled"):
        fill("@@ARGS@@ invoke(@@ENTRY@@)", {"ARGS": ""})


@pytest.mark.parametrize(
    "slug", ["predict-the-winner", "guess-number-higher-or-lower", "guess-the-word", "pots-of-gold-play"]
)
def test_every_driver_fills_for_plain_interactive_and_strategy_problems(slug: str) -> None:
    signature = load_problem(PROBLEMS / f"{slug}.yaml").signature
    for source in (
        cpp.generate_driver(signature),
        cpp.driver_core_source(),
        go.generate_driver("f", signature),
        rust.generate_driver("f", signature),
        rust.generate_driver("f", load_problem(PROBLEMS / f"{slug}.yaml").solution_signature),
    ):
        assert MARK.search(source) is None
