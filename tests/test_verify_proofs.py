"""The proofs the quick profile keeps between runs of `judge verify` (verify/proofs.py): a solution's
check that held is taken from the run that proved it until something it depends on changes.

Real child processes on temporary banks (test_verify.py's helpers); the bank and its home are proven
once, then copied for each change.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import settings_for
from test_verify import (
    BRUTE,
    REFERENCE,
    SLUG,
    SMALL,
    SOUND,
    WRONG_GREEDY,
    by_check,
    errors,
    make_bank,
    verify_quick,
)

from judge.bank.spec import Bank
from judge.verify import verifier as verify
from judge.verify.proofs import FOLDER

KEEPING = replace(SMALL, keeps_proofs=True)
SOLUTIONS = ("brute", "wrong_greedy", "slow_search", "accepted_again")
PROBLEM_CHECKS = ("spec", "tests", "reference", "limits")


def verified(root: Path, profile: verify.Profile = KEEPING, seed: int | None = None) -> verify.Verification:
    bank = Bank(root / "problems", root / "solutions")
    return verify.run_verification(bank, (), profile, settings_for(root / "home"), seed)


@pytest.fixture
def factor_one(monkeypatch: pytest.MonkeyPatch) -> None:
    # the spec's own limits: slow_search spins to its kill at 2x 300 ms whatever a factor measured
    # under load would say; the others take microseconds, as far under it on any machine
    monkeypatch.setenv("JUDGE_TIME_FACTOR", "1")


@pytest.fixture(scope="module")
def proven(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, verify.Verification]:
    """The sound bank and its home after one keeping run."""
    root = tmp_path_factory.mktemp("proven")
    make_bank(root, SOUND)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("JUDGE_TIME_FACTOR", "1")
        return root, verified(root)


@pytest.fixture
def copy(proven: tuple[Path, verify.Verification], tmp_path: Path, factor_one: None) -> Path:
    shutil.copytree(proven[0], tmp_path / "bank")
    return tmp_path / "bank"


def test_the_first_run_judges_everything_and_keeps_the_solutions_checks(
    proven: tuple[Path, verify.Verification],
) -> None:
    root, first = proven
    assert first.ok, [d.message for d in first.errors]
    assert all(report.kept is None for report in first.reports)
    kept = sorted(path.name for path in (root / "home" / "cache" / FOLDER).iterdir())
    assert kept == sorted(f"{SLUG}--{name}.py.json" for name in SOLUTIONS)


def test_a_second_run_takes_each_solutions_check_from_the_first(
    proven: tuple[Path, verify.Verification], copy: Path
) -> None:
    first, again = by_check(proven[1]), verified(copy)
    checks = by_check(again)
    assert list(checks) == list(first)
    for name in SOLUTIONS:
        assert checks[name].kept is not None, name
        assert checks[name].ok and checks[name].seconds == 0.0
        assert (checks[name].summary, checks[name].margin) == (first[name].summary, first[name].margin)
    for name in PROBLEM_CHECKS:  # the reference is judged every time: the others' tests come from it
        assert checks[name].kept is None, name
    # the slow_*'s margin in the table is the kept one (the reference's is measured again)
    assert [row.slow for row in again.margins()] == [row.slow for row in proven[1].margins()]


def _append(relative: str, text: str) -> Callable[[Path], None]:
    def change(root: Path) -> None:
        (root / relative).parent.mkdir(exist_ok=True)
        with open(root / relative, "a", encoding="utf-8") as file:
            file.write(text)

    return change


CHANGES = {
    "the solution": (_append(f"solutions/{SLUG}/slow_search.py", "\n# faster now?\n"), {"slow_search"}),
    "the spec": (_append(f"problems/{SLUG}.yaml", "# edited\n"), set(SOLUTIONS)),
    "the reference": (_append(f"solutions/{SLUG}/reference.py", "\n# edited\n"), set(SOLUTIONS)),
    "support code": (_append(f"solutions/{SLUG}/helpers.py", "\n# edited\n"), set(SOLUTIONS)),
    "new support code": (_append(f"solutions/{SLUG}/game.py", "RULES = 1\n"), set(SOLUTIONS)),
    "the bank's shared code": (_append("solutions/_shared/rules.py", "RULES = 1\n"), set(SOLUTIONS)),
}


@pytest.mark.parametrize("change", CHANGES, ids=list(CHANGES))
def test_a_change_to_what_a_check_depends_on_judges_it_again(copy: Path, change: str) -> None:
    edit, judged = CHANGES[change]
    edit(copy)
    checks = by_check(verified(copy))
    assert {name for name in SOLUTIONS if checks[name].kept is None} == judged
    assert all(checks[name].ok for name in SOLUTIONS), [errors(checks[name]) for name in SOLUTIONS]


def test_another_seed_profile_or_time_factor_judges_every_solution_again(
    copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    runs = [
        lambda: verified(copy, seed=7),
        lambda: verified(copy, replace(KEEPING, random_count=KEEPING.random_count + 1)),
    ]
    for judged in runs:
        checks = by_check(judged())
        assert all(checks[name].kept is None for name in SOLUTIONS)
    monkeypatch.setenv("JUDGE_TIME_FACTOR", "1.5")
    checks = by_check(verified(copy))
    assert all(checks[name].kept is None for name in SOLUTIONS)


def test_a_profile_that_keeps_nothing_judges_everything_and_leaves_the_proofs(copy: Path) -> None:
    fresh = by_check(verified(copy, replace(KEEPING, keeps_proofs=False)))
    assert all(fresh[name].kept is None for name in SOLUTIONS)
    again = by_check(verified(copy))
    assert all(again[name].kept is not None for name in SOLUTIONS)


def test_a_damaged_proof_is_judged_again(copy: Path) -> None:
    proof = copy / "home" / "cache" / FOLDER / f"{SLUG}--wrong_greedy.py.json"
    proof.write_text(proof.read_text().replace("WA", "AC"))  # its seal breaks
    checks = by_check(verified(copy))
    assert checks["wrong_greedy"].kept is None and checks["wrong_greedy"].ok
    assert checks["brute"].kept is not None


def test_a_check_that_fails_is_never_kept(tmp_path: Path) -> None:
    make_bank(tmp_path, {"reference.py": REFERENCE, "brute.py": BRUTE, "wrong_not.py": REFERENCE})
    for _ in range(2):
        report = by_check(verified(tmp_path))["wrong_not"]
        assert not report.ok and report.kept is None
    assert not (tmp_path / "home" / "cache" / FOLDER / f"{SLUG}--wrong_not.py.json").exists()


def test_the_cli_says_which_checks_are_kept_and_fresh_judges_them_all(tmp_path: Path) -> None:
    make_bank(tmp_path, {"reference.py": REFERENCE, "brute.py": BRUTE, "wrong_greedy.py": WRONG_GREEDY})

    def kept_at(*options: str) -> dict[str, str | None]:
        done = verify_quick(tmp_path, "--json", *options)
        assert done.returncode == 0, done.stdout + done.stderr
        [problem] = json.loads(done.stdout)["problems"]
        return {check["check"]: check["kept"] for check in problem["checks"]}

    assert set(kept_at().values()) == {None}
    kept = kept_at()
    assert kept["brute"] and kept["wrong_greedy"] and kept["reference"] is None
    assert set(kept_at("--fresh").values()) == {None}
    text = verify_quick(tmp_path)
    assert text.returncode == 0, text.stdout + text.stderr
    line = next(line for line in text.stdout.splitlines() if line.split()[1:2] == ["wrong_greedy"])
    assert "(kept: proven " in line, text.stdout
    assert "2 checks kept from earlier runs: --fresh judges them)" in text.stdout  # brute, wrong_greedy
