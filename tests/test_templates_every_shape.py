"""Every kind of problem in every language: `judge new`'s untouched template builds and is judged.

The bank's problems fall into a few dozen shapes (the signature's types, an interactive API, a strategy
class); one problem of each shape is enough to show that a language's templates and driver agree
on all of them, trees, lists, 64-bit returns, interactive and strategy problems included. A template
returns a placeholder, so its verdict is a wrong one, never CE or IE. The languages come from the
registry, so a new one is covered the day it is added. Slow tier: one build per shape and language.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import run_judge, share_builds

from judge.bank.locate import find_bank
from judge.sandbox.languages.registry import LANGUAGES

PROBLEMS = Path(__file__).resolve().parents[1] / "problems"
IN_CI = os.environ.get("CI", "").lower() == "true"


def shapes() -> list[str]:
    """The first problem (by name) of each shape of the bank."""
    bank = find_bank(PROBLEMS)
    first: dict[str, str] = {}
    for slug in sorted(bank.slugs()):
        problem = bank.load(slug)
        signature = problem.signature
        shape = repr(
            (
                problem.kind,
                [param.type for param in signature.params],
                signature.returns,
                signature.return_bits,
                problem.interaction,
                problem.strategy,
            )
        )
        first.setdefault(shape, slug)
    return sorted(first.values())


SHAPES = shapes()


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory, shared_builds: Path) -> Path:
    return share_builds(tmp_path_factory.mktemp("shapes-home"), shared_builds)


def test_the_bank_has_the_shapes_this_test_claims() -> None:
    """Trees, lists, interactive and strategy problems are among the shapes (else the test proves less)."""
    names = set(SHAPES)
    assert {"binary-tree-coloring-game", "winner-of-the-linked-list-game", "guess-the-word"} <= names
    assert {"pots-of-gold-play", "guess-number-higher-or-lower"} <= names
    assert len(SHAPES) >= 20, SHAPES


@pytest.mark.slow
@pytest.mark.parametrize("language", [entry.name for entry in LANGUAGES])
@pytest.mark.parametrize("slug", SHAPES)
def test_the_untouched_template_builds_and_gets_a_wrong_verdict(
    home: Path, tmp_path: Path, slug: str, language: str
) -> None:
    made = run_judge("new", slug, "--lang", language, home=home, cwd=tmp_path)
    if made.returncode == 2 and not IN_CI and "install" in made.stderr:
        pytest.skip(made.stderr.strip())
    assert made.returncode == 0, made.stderr
    (written,) = tmp_path.iterdir()
    done = run_judge("submit", slug, str(written), "--no-record", "--json", home=home, cwd=tmp_path)
    if done.returncode == 2 and not IN_CI and "install" in done.stderr:
        pytest.skip(done.stderr.strip())
    report = done.json
    assert report["compile_error"] is None, report["compile_error"]
    assert report["verdict"] not in ("CE", "IE", "AC"), report
