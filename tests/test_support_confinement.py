"""A problem's own files (checker.py, validator.py, strategy.py, play.py, table.py) run confined like
solutions: a bank from someone else cannot read the user's secrets, write the user's files or reach
the network. Each attempt is an IE at the step that runs the file, whose one line names what was
refused, exit 2, and the user's file is untouched. Through the real CLI."""

from __future__ import annotations

import shutil
import socket
from pathlib import Path

import pytest
from conftest import JudgeRun, run_judge
from test_bad_input import BANK, GOOD, SPEC, one_line_error

from judge.sandbox import landlock

ABI = landlock.support().abi
needs_landlock = pytest.mark.skipif(ABI < 1, reason="needs Landlock")
needs_tcp_rules = pytest.mark.skipif(ABI < 4, reason="needs Landlock ABI 4 (TCP rules)")
REFUSED = "refused by the sandbox"
CUSTOM = SPEC.replace("limits:", "checker: custom\nlimits:", 1)


def bank_with_checker(tmp_path: Path, check_body: str) -> Path:
    """A copy of the test bank's tiny-sum (spec with a custom checker, reference) whose checker.py
    runs `check_body` before answering; its problems folder."""
    problems = tmp_path / "bank" / "problems"
    problems.mkdir(parents=True)
    (problems / "tiny-sum.yaml").write_text(CUSTOM, encoding="utf-8")
    folder = tmp_path / "bank" / "solutions" / "tiny-sum"
    folder.mkdir(parents=True)
    shutil.copy(BANK / "solutions" / "tiny-sum" / "reference.py", folder / "reference.py")
    body = "".join(f"    {line}\n" for line in check_body.splitlines())
    (folder / "checker.py").write_text(
        f"import socket\n\ndef check(args, expected, got):\n{body}    return got == expected\n",
        encoding="utf-8",
    )
    return problems


def user_home(tmp_path: Path) -> Path:
    """A fake HOME outside the bank with a secret key and a file of the user's."""
    home = tmp_path / "user"
    (home / ".ssh").mkdir(parents=True)
    (home / ".ssh" / "id_ed25519").write_text("SECRET KEY\n")
    (home / "notes.txt").write_text("mine\n")
    return home


def submit(tmp_path: Path, problems: Path, home: Path) -> str:
    """Submit a right answer to the bank; the one line of its IE."""
    result = run_judge(
        "submit",
        "tiny-sum",
        str(GOOD),
        "--json",
        "--no-record",
        home=tmp_path / "judge-home",
        problems=problems,
        env={"HOME": str(home)},
        timeout=60,
    )
    assert result.json["verdict"] == "IE", result.stdout
    return one_line_error(
        JudgeRun(result.args, result.returncode, "", result.stderr), "checker.py", "(IE)", REFUSED
    )


@needs_landlock
def test_a_checker_cannot_read_the_users_ssh_key(tmp_path: Path) -> None:
    home = user_home(tmp_path)
    key = home / ".ssh" / "id_ed25519"
    problems = bank_with_checker(tmp_path, f"open({str(key)!r}).read()")
    line = submit(tmp_path, problems, home)
    assert "PermissionError" in line and str(key) in line
    assert "SECRET" not in line


@needs_landlock
def test_a_checker_cannot_write_outside_its_folder(tmp_path: Path) -> None:
    home = user_home(tmp_path)
    notes = home / "notes.txt"
    problems = bank_with_checker(tmp_path, f"open({str(notes)!r}, 'w').write('gone')")
    line = submit(tmp_path, problems, home)
    assert "PermissionError" in line and str(notes) in line
    assert notes.read_text() == "mine\n"
    # nor beside itself: its own problem folder is read-only to it
    beside = problems.parent / "solutions" / "tiny-sum" / "planted.py"
    problems2 = bank_with_checker(tmp_path / "second", f"open({str(beside)!r}, 'w').write('x')")
    beside = problems2.parent / "solutions" / "tiny-sum" / "planted.py"
    (problems2.parent / "solutions" / "tiny-sum" / "checker.py").write_text(
        f"def check(args, expected, got):\n    open({str(beside)!r}, 'w').write('x')\n    return True\n"
    )
    assert "PermissionError" in submit(tmp_path / "second", problems2, home)
    assert not beside.exists()


@needs_tcp_rules
def test_a_checker_cannot_connect_to_a_local_port(tmp_path: Path) -> None:
    home = user_home(tmp_path)
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        listener.settimeout(0.2)
        port = listener.getsockname()[1]
        problems = bank_with_checker(tmp_path, f"socket.create_connection(('127.0.0.1', {port}), timeout=2)")
        line = submit(tmp_path, problems, home)
        assert "PermissionError" in line and f"create_connection(('127.0.0.1', {port})" in line
        with pytest.raises(TimeoutError):
            listener.accept()  # nobody came


# -- every kind of a problem's own file, at the step that runs it -------------------------------------
# Each file runs `{act}` (read the user's key, or write the user's file) when the judge first asks it
# for something; the command that asks is the step that must fail, with IE and exit 2.
ROLE_FILES = {
    "validator": ("validator.py", "def validate(args):\n    {act}\n    return []\n"),
    "strategy": (
        "strategy.py",
        "from hypothesis import strategies as st\n\n\ndef strategy(max_size):\n    {act}\n"
        "    return st.just({{'nums': [1]}})\n",
    ),
    "play": ("play.py", "def line_of_play(nums):\n    {act}\n    return []\n"),
    "table": ("table.py", "def explain(nums):\n    {act}\n    return {{}}\n"),
}
# the step: `run` asks the validator about the input, `stress` searches with the strategy, `explain`
# asks table.py (or play.py when there is no table)
STEPS = {
    "validator": ["run", "tiny-sum", str(GOOD), "--input", '{"nums": [1]}'],
    "strategy": ["stress", "tiny-sum", str(GOOD), "--count", "5", "--seed", "1"],
    "play": ["explain", "tiny-sum", "--input", '{"nums": [1]}'],
    "table": ["explain", "tiny-sum", "--input", '{"nums": [1]}'],
}


def bank_with_file(tmp_path: Path, role: str, act: str) -> Path:
    """A copy of tiny-sum (exact checker) with one file of `role` that does `act`; its problems folder."""
    problems = tmp_path / "bank" / "problems"
    problems.mkdir(parents=True)
    (problems / "tiny-sum.yaml").write_text(SPEC, encoding="utf-8")
    folder = tmp_path / "bank" / "solutions" / "tiny-sum"
    folder.mkdir(parents=True)
    shutil.copy(BANK / "solutions" / "tiny-sum" / "reference.py", folder / "reference.py")
    name, source = ROLE_FILES[role]
    (folder / name).write_text(source.format(act=act), encoding="utf-8")
    return problems


def refused_step(tmp_path: Path, role: str, act: str, home: Path) -> str:
    """The step that asks the file, run through the CLI; the one line of its IE."""
    result = run_judge(
        *STEPS[role],
        home=tmp_path / "judge-home",
        problems=bank_with_file(tmp_path, role, act),
        env={"HOME": str(home)},
        timeout=120,
    )
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    if role == "strategy":  # stress prints its seed first, so that a run can be replayed
        assert result.stdout.strip().startswith("seed 1"), result.stdout
        result = JudgeRun(result.args, result.returncode, "", result.stderr)
    return one_line_error(result, f"{ROLE_FILES[role][0]}:", "(IE)", REFUSED, "PermissionError")


@needs_landlock
@pytest.mark.parametrize("role", sorted(ROLE_FILES))
def test_each_problem_file_cannot_read_the_users_ssh_key(tmp_path: Path, role: str) -> None:
    home = user_home(tmp_path)
    key = home / ".ssh" / "id_ed25519"
    line = refused_step(tmp_path, role, f"open({str(key)!r}).read()", home)
    assert str(key) in line and "SECRET" not in line


@needs_landlock
@pytest.mark.parametrize("role", sorted(ROLE_FILES))
def test_each_problem_file_cannot_write_outside_its_temporary_folder(tmp_path: Path, role: str) -> None:
    home = user_home(tmp_path)
    notes = home / "notes.txt"
    line = refused_step(tmp_path, role, f"open({str(notes)!r}, 'w').write('gone')", home)
    assert str(notes) in line
    assert notes.read_text() == "mine\n"
