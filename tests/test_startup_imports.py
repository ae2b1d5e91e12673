"""What the real command line imports: start-up time is mostly imports, so the commands
that do not need the terminal renderer, the spec parser, the stress search or the database must
not load them. Each run is the real CLI in a child, listing sys.modules when it exits."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "examples" / "predict_the_winner.py"
HEAVY = ("rich", "yaml", "hypothesis", "sqlite3", "importlib.metadata")
# Runs the CLI with the given arguments and prints the loaded modules of note as JSON on stderr.
PROBE = """\
import atexit, json, sys
atexit.register(lambda: print("MODULES=" + json.dumps(sorted(
    name for name in sys.modules if name.split(".")[0] in {"rich", "yaml", "hypothesis", "sqlite3"}
    or name == "importlib.metadata")), file=sys.stderr))
from judge.entry import main
main()
"""


def loaded(home: Path, *args: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=REPO,
        env={"JUDGE_HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PYTHONPATH": str(REPO)},
    )
    lines = [line for line in done.stderr.splitlines() if line.startswith("MODULES=")]
    assert lines, done.stderr
    return {
        name.split(".")[0] if name != "importlib.metadata" else name
        for name in json.loads(lines[-1].removeprefix("MODULES="))
    }


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("home")
    loaded(home, "list", "--json")  # warms the spec cache of every problem
    return home


def test_submit_json_no_record_imports_nothing_heavy(home: Path) -> None:
    found = loaded(home, "submit", "predict-the-winner", str(EXAMPLE), "--json", "--no-record")
    assert not found & set(HEAVY), found


def test_recorded_submit_json_needs_only_the_database(home: Path) -> None:
    found = loaded(home, "submit", "predict-the-winner", str(EXAMPLE), "--json")
    assert "sqlite3" in found
    assert not found & {"rich", "yaml", "hypothesis", "importlib.metadata"}, found


def test_help_and_list_import_no_parser_search_or_database(home: Path, tmp_path: Path) -> None:
    """Without a record, `judge list` has no status to read: no database module."""
    loaded(tmp_path, "list", "--json")  # the spec cache, in a home of its own without a record
    assert not loaded(tmp_path, "--help") & set(HEAVY)
    found = loaded(tmp_path, "list", "--json")
    assert not found & set(HEAVY), found
    assert not loaded(tmp_path, "list") & set(HEAVY)  # to a pipe: plain lines, no rich
    assert not (tmp_path / "progress.db").exists()  # reading the status creates no record


def test_list_with_a_record_reads_its_status_with_sqlite3_alone(home: Path) -> None:
    """With a record, `judge list` shows your status per problem: it loads sqlite3 for one grouped
    query (store/status.py), never the store's schema checks. The price, measured by
    bench/startup.py: about 2 ms to import sqlite3 and under 1 ms for the query on a record of
    1,000 submissions, against some 100 ms for the list's start-up; a status file kept beside the
    database would save those 3 ms at the cost of a second copy of the record to keep true."""
    loaded(home, "submit", "predict-the-winner", str(EXAMPLE), "--json")  # a record, whatever ran first
    for args in (("list", "--json"), ("list",)):
        found = loaded(home, *args)
        assert "sqlite3" in found, args
        assert not found & {"rich", "yaml", "hypothesis", "importlib.metadata"}, (args, found)


def test_a_cold_cache_parses_the_spec(tmp_path: Path) -> None:
    """The other side: without a cached load, the spec is parsed (yaml) and still judged."""
    found = loaded(tmp_path, "submit", "predict-the-winner", str(EXAMPLE), "--json", "--no-record")
    assert "yaml" in found and "rich" not in found
