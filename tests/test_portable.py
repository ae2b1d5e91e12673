"""`judge progress --export json` / `--import FILE`: a record moves between machines whole, merging
never duplicates a row, and a bad file changes nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import run_judge

REPO = Path(__file__).resolve().parent.parent
SLUG = "predict-the-winner"
REFERENCE = REPO / "solutions" / SLUG / "reference.py"


def _export(home: Path, output: Path) -> dict:
    done = run_judge("progress", "--export", "json", "-o", str(output), home=home)
    assert done.returncode == 0, done.stderr
    return json.loads(output.read_text())


def _import(home: Path, file: Path) -> str:
    done = run_judge("progress", "--import", str(file), home=home)
    assert done.returncode == 0, done.stderr
    return done.stderr


def _without_ids(document: dict) -> dict:
    return {
        table: sorted(json.dumps({k: v for k, v in row.items() if k != "id"}, sort_keys=True) for row in rows)
        for table, rows in document["tables"].items()
    }


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A record filled through the real CLI: a WA, an AC and a stress run."""
    folder = tmp_path_factory.mktemp("filled")
    home = folder / "home"
    wrong = folder / "always_true.py"
    wrong.write_text("class Solution:\n    def predictTheWinner(self, nums):\n        return True\n")
    assert run_judge("submit", SLUG, str(wrong), home=home).returncode == 1
    assert run_judge("submit", SLUG, str(REFERENCE), home=home).returncode == 0
    stress = run_judge("stress", SLUG, str(wrong), "--count", "30", "--seed", "3", home=home)
    assert stress.returncode == 1, stress.stderr
    return home


def test_a_record_round_trips_through_export_and_import(filled: Path, tmp_path: Path) -> None:
    original = _export(filled, tmp_path / "original.json")
    assert original["format"] == "judge-progress"
    assert {t: len(rows) for t, rows in original["tables"].items()} == {
        "submissions": 2,
        "stress_runs": 1,
        "sources": 2,  # the two files' text, once per content hash
    }
    assert {"compared_ms", "reference_ms", "content_hash"} <= set(
        original["tables"]["submissions"][0]
    )  # every column, not a chosen few

    moved = tmp_path / "new-machine"
    note = _import(moved, tmp_path / "original.json")
    assert "2 submissions" in note and "1 stress_runs" in note
    again = _export(moved, tmp_path / "again.json")
    assert _without_ids(again) == _without_ids(original)
    assert run_judge("progress", "--json", home=moved).json["solved"] == 1

    # Importing the same file again, or into the record it came from, adds nothing.
    assert "0 stress_runs, 0 submissions added" in _import(moved, tmp_path / "original.json")
    assert "0 stress_runs, 0 submissions added" in _import(filled, tmp_path / "again.json")
    assert _without_ids(_export(filled, tmp_path / "third.json")) == _without_ids(original)


def test_merging_keeps_both_records(filled: Path, tmp_path: Path) -> None:
    other = tmp_path / "other"
    assert run_judge("submit", SLUG, str(REFERENCE), home=other).returncode == 0  # a new row
    _import(other, _write(tmp_path / "filled.json", _export(filled, tmp_path / "f.json")))
    merged = _export(other, tmp_path / "merged.json")
    assert len(merged["tables"]["submissions"]) == 3
    verdicts = sorted(row["verdict"] for row in merged["tables"]["submissions"])
    assert verdicts == ["AC", "AC", "WA"]


def _write(path: Path, document: object) -> Path:
    path.write_text(json.dumps(document))
    return path


@pytest.mark.parametrize(
    "content, expected",
    [
        ("{not json", "not valid JSON"),
        ('{"format": "something else"}', "not a `judge progress --export json` file"),
        ('{"format": "judge-progress", "schema_version": 99, "tables": {}}', "newer judge"),
        ('{"format": "judge-progress", "schema_version": 1, "tables": {"x": []}}', "unknown table"),
        ("BAD_ROW", "submissions row 2: verdict is missing"),
        ("BAD_TIME", "submissions row 1: submitted_at 'yesterday' is not a time"),
    ],
)
def test_a_bad_file_fails_in_one_line_and_changes_nothing(
    filled: Path, tmp_path: Path, content: str, expected: str
) -> None:
    good = _export(filled, tmp_path / "good.json")
    rows = good["tables"]["submissions"]
    if content == "BAD_ROW":  # the first row is fine and new: it must not be kept either
        first = dict(rows[0], solution="/elsewhere.py")
        second = {k: v for k, v in rows[1].items() if k != "verdict"}
        content = json.dumps({**good, "tables": {"submissions": [first, second]}})
    elif content == "BAD_TIME":
        content = json.dumps({**good, "tables": {"submissions": [dict(rows[0], submitted_at="yesterday")]}})
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    done = run_judge("progress", "--import", str(bad), home=filled)
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and str(bad) in lines[0] and expected in lines[0], done.stderr
    assert _without_ids(_export(filled, tmp_path / "after.json")) == _without_ids(good)
    missing = run_judge("progress", "--import", str(tmp_path / "nope.json"), home=filled)
    assert missing.returncode == 2 and str(tmp_path / "nope.json") in missing.stderr
