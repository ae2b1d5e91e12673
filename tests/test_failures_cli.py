"""Every failing case on request: `submit --all --show-failures N`, the
`failures` list of `--json`, and `judge regressions SLUG` listing and deleting saved cases."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import run_judge, share_cache

REPO = Path(__file__).resolve().parent.parent
GREEDY = REPO / "solutions" / "predict-the-winner" / "wrong_greedy.py"


@pytest.fixture
def home(home: Path, shared_cache: Path) -> Path:
    """conftest's fresh home with the run's shared cache: expected values are computed once a run."""
    return share_cache(home, shared_cache)


def test_json_with_all_holds_every_failing_case_in_full(home: Path) -> None:
    report = run_judge(
        "submit", "predict-the-winner", str(GREEDY), "--all", "--json", "--no-record", home=home
    ).json
    failed = [c["name"] for c in report["cases"] if c["verdict"] not in ("AC", "skipped")]
    assert len(failed) > 3
    assert [f["name"] for f in report["failures"]] == failed
    for failure in report["failures"]:
        assert {"input", "expected", "got", "message"} <= failure.keys()
        assert failure["expected"] != failure["got"]
    assert report["failure"] == report["failures"][0]


def test_show_failures_prints_as_many_as_asked(home: Path) -> None:
    one = run_judge("submit", "predict-the-winner", str(GREEDY), "--all", "--no-record", home=home)
    assert one.returncode == 1
    assert one.stdout.count("  expected: ") == 1 and "First failure:" in one.stdout
    total = json.loads(
        run_judge(
            "submit", "predict-the-winner", str(GREEDY), "--all", "--json", "--no-record", home=home
        ).stdout
    )["failures"]
    assert f"{len(total) - 1} more failing cases" in one.stdout
    assert f"--show-failures {len(total)} shows them all" in one.stdout

    three = run_judge(
        "submit", "predict-the-winner", str(GREEDY), "--all", "--no-record", "--show-failures", "3", home=home
    )
    assert three.stdout.count("  expected: ") == 3
    assert f"Failure 3 of {len(total)}:" in three.stdout

    every = run_judge(
        "submit", "predict-the-winner", str(GREEDY), "--all", "--no-record", "--show-failures", "0", home=home
    )
    assert every.stdout.count("  expected: ") == len(total)
    assert "more failing case" not in every.stdout

    bad = run_judge("submit", "predict-the-winner", str(GREEDY), "--show-failures", "-1", home=home)
    assert bad.returncode == 2 and "--show-failures" in bad.stderr


def save(home: Path, slug: str, cases: list[dict]) -> Path:
    path = home / "regressions" / f"{slug}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(cases))
    return path


def test_regressions_lists_and_deletes_saved_cases(home: Path) -> None:
    empty = run_judge("regressions", "predict-the-winner", home=home)
    assert empty.returncode == 0 and "no saved cases" in empty.stdout
    path = save(
        home,
        "predict-the-winner",
        [
            {
                "name": "mine-1",
                "args": {"nums": [1, 5, 2]},
                "expected": False,
                "saved_at": "2026-01-01T00:00:00Z",
            },
            {
                "name": "mine-2",
                "args": {"nums": [1, 5, 233, 7]},
                "expected": True,
                "saved_at": "2026-01-02T00:00:00Z",
            },
        ],
    )
    listed = run_judge("regressions", "predict-the-winner", home=home)
    assert listed.returncode == 0
    assert "2 saved cases" in listed.stdout and "mine-1" in listed.stdout
    assert '{"nums": [1, 5, 233, 7]}' in listed.stdout
    assert [c["name"] for c in run_judge("regressions", "predict-the-winner", "--json", home=home).json] == [
        "mine-1",
        "mine-2",
    ]

    unknown = run_judge("regressions", "predict-the-winner", "--delete", "mine-9", home=home)
    assert unknown.returncode == 2
    assert unknown.stderr.strip().splitlines() == [
        "judge: error: predict-the-winner: no saved case 'mine-9' (saved: mine-1, mine-2)"
    ]

    deleted = run_judge("regressions", "predict-the-winner", "--delete", "mine-1", "--json", home=home)
    assert [c["name"] for c in deleted.json] == ["mine-1"]
    assert [c["name"] for c in json.loads(path.read_text())] == ["mine-2"]
    # submit runs what is left as a case of kind "user"
    report = run_judge(
        "submit", "predict-the-winner", str(GREEDY), "--all", "--json", "--no-record", home=home
    ).json
    assert [c["name"] for c in report["cases"] if c["kind"] == "user"] == ["mine-2"]

    cleared = run_judge("regressions", "predict-the-winner", "--clear", home=home)
    assert cleared.returncode == 0 and "deleted mine-2" in cleared.stdout
    assert not path.exists()
    assert run_judge("regressions", "no-such-problem", home=home).returncode == 2
