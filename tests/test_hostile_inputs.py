"""Hostile specs, files, caches and databases (issue 15), each through the real CLI: the judge gives
the right verdict or one line and exit 2 — never a traceback, a hang, a silent loss of tests or
exit 0 without a verdict. Hostile *solutions* live in tests/hostile/ (see test_hostile.py)."""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path

from conftest import JudgeRun, run_judge
from test_bad_input import BANK, GOOD, SPEC, broken_bank, one_line_error

REPO = Path(__file__).resolve().parent.parent
REFERENCE = REPO / "solutions" / "predict-the-winner" / "reference.py"

judge = functools.partial(run_judge, problems=BANK / "problems", timeout=60)


def submitted(result: JudgeRun, verdict: str = "AC") -> dict:
    report = result.json
    assert "Traceback" not in result.stderr, result.stderr
    assert report["verdict"] == verdict, (report["failure"], result.stderr)
    return report


# -- 3. caches that cannot be poisoned or silently shrink ------------------------------------------
def _generated_cache(home: Path) -> Path:
    """Judge the reference of predict-the-winner (120 generated tests) once; its cache file."""
    report = submitted(run_judge("submit", "predict-the-winner", str(REFERENCE), "--json",
                                 "--no-record", home=home))
    assert report["total"] == 258
    (cache,) = (home / "cache").glob("predict-the-winner-*.json")
    return cache


def _sealed(payload: object) -> bytes:
    """A cache file as the judge writes it, its hash right: what a solution could forge."""
    body = json.dumps(payload).encode()
    header = {"format": 1, "sha256": hashlib.sha256(body).hexdigest(), "count": 0}
    return json.dumps(header).encode() + b"\n" + body


def test_an_emptied_generated_cache_is_rebuilt_not_trusted(tmp_path: Path) -> None:
    cache = _generated_cache(tmp_path)
    for poison in (b"[]", _sealed([])):  # a bare `[]`, and one sealed with a correct hash
        cache.write_bytes(poison)
        report = submitted(run_judge("submit", "predict-the-winner", str(REFERENCE), "--json",
                                     "--no-record", home=tmp_path))
        assert report["total"] == 258, "the 120 generated tests were dropped"


def test_flipped_expected_values_in_the_cache_do_not_fail_the_reference(tmp_path: Path) -> None:
    cache = _generated_cache(tmp_path)
    head, _, body = cache.read_bytes().partition(b"\n")
    tests = json.loads(body)
    for test in tests:
        test["expected"] = not test["expected"]
    cache.write_bytes(head + b"\n" + json.dumps(tests).encode())
    submitted(run_judge("submit", "predict-the-winner", str(REFERENCE), "--json", "--no-record",
                        home=tmp_path))


def test_a_pickle_in_the_spec_cache_is_never_loaded(tmp_path: Path) -> None:
    """Nothing under JUDGE_HOME is unpickled: a pickle planted where the specs are kept is ignored,
    and an edited kept spec (hash wrong) is parsed again."""
    marker = tmp_path / "pwned"
    assert judge("list", "--json", home=tmp_path).returncode == 0
    (kept,) = [path for path in (tmp_path / "cache" / "specs").glob("tiny-sum-*.json")
               if path.name.rsplit("-", 1)[0] == "tiny-sum"]
    payload = b"cos\nsystem\n(S'touch " + str(marker).encode() + b"'\ntR."
    kept.with_suffix(".pickle").write_bytes(payload)
    head, _, body = kept.read_bytes().partition(b"\n")
    kept.write_bytes(head + b"\n" + body.replace(b"Tiny Sum", b"Forged"))
    listed = judge("list", "--json", home=tmp_path)
    assert "Tiny Sum" in [row["title"] for row in listed.json]
    assert "Forged" not in [row["title"] for row in listed.json]
    assert not marker.exists()
    submitted(judge("submit", "tiny-sum", str(GOOD), "--json", "--no-record", home=tmp_path))


__all__ = ["SPEC", "broken_bank", "one_line_error"]
