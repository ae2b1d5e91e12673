"""Finding problems: technique tags, families, difficulty, status and the learning order, through the
real CLI and a real progress database."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_judge, share_cache

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(home: Path, shared_cache: Path) -> Path:
    """conftest's fresh home with the run's shared cache: expected values are computed once a run."""
    return share_cache(home, shared_cache)


def slugs(*args: str, home: Path) -> list[str]:
    listed = run_judge("list", "--json", *args, home=home)
    assert listed.returncode == 0, listed.stderr
    return [row["slug"] for row in listed.json]


def test_filters_combine_and_every_problem_has_a_technique_and_a_family(home: Path) -> None:
    everything = run_judge("list", "--json", home=home).json
    assert all(row["tags"] and row["family"] for row in everything), everything
    interval = slugs("--tag", "interval-dp", home=home)
    assert {"predict-the-winner", "stone-game-vii", "guess-number-higher-or-lower-ii"} <= set(interval)
    assert "nim-game" not in interval
    hard_interval = slugs("--tag", "interval-dp", "--difficulty", "hard", home=home)
    assert hard_interval and set(hard_interval) < set(interval)
    assert slugs("--family", "graph", home=home) == [
        "cat-and-mouse",
        "cat-and-mouse-ii",
        "cat-and-mouse-play",
    ]
    assert slugs("--tag", "graph-game", "--tag", "grid", home=home) == ["cat-and-mouse-ii"]


def test_an_unknown_tag_or_family_is_one_short_line_with_a_way_on(home: Path) -> None:
    cases = (
        (("--tag", "interval_dp"), "did you mean interval-dp?"),  # a typo: the near tag
        (("--tag", "dijkstra"), "see `judge list`"),
        (("--family", "chess"), "take-an-end"),
    )
    for args, hint in cases:
        refused = run_judge("list", *args, home=home)
        assert refused.returncode == 2 and refused.stdout == ""
        lines = refused.stderr.strip().splitlines()
        assert len(lines) == 1 and hint in lines[0], refused.stderr
    for args, _ in cases[:2]:  # fits an 80-column terminal, so no word of it is broken
        assert len(run_judge("list", *args, home=home).stderr.strip()) <= 80


def test_the_learning_order_goes_from_nim_to_cat_and_mouse(home: Path) -> None:
    ordered = slugs("--order", home=home)
    assert ordered[0] == "nim-game" and ordered[-1] == "cat-and-mouse-ii"
    assert ordered.index("predict-the-winner") < ordered.index("stone-game-ii") < ordered.index("can-i-win")
    assert sorted(ordered) == slugs(home=home)  # every problem once


def test_status_filter_and_suggestions_follow_the_record(home: Path) -> None:
    first = run_judge("progress", "--json", home=home).json["suggestions"][0]
    assert first["slug"] == "nim-game" and "learning order" in first["reason"]
    solved = run_judge("submit", "nim-game", str(ROOT / "solutions" / "nim-game" / "reference.py"), home=home)
    assert solved.returncode == 0, solved.stdout + solved.stderr
    failed = run_judge("submit", "divisor-game", str(ROOT / "examples" / "predict_the_winner.py"), home=home)
    assert failed.returncode == 1
    assert slugs("--status", "solved", home=home) == ["nim-game"]
    assert slugs("--status", "attempted", home=home) == ["divisor-game"]
    assert "nim-game" not in slugs("--status", "new", home=home)
    suggested = [s["slug"] for s in run_judge("progress", "--json", home=home).json["suggestions"]]
    # the strategy version follows each value problem in the learning order
    assert suggested[:3] == ["coins-in-a-line", "coins-in-a-line-play", "divisor-game"], suggested
