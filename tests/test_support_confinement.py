"""A problem's own files (here a checker.py) run confined like solutions: a bank from someone else
cannot read the user's secrets, write the user's files or reach the network. Each attempt is an IE
whose one line names what was refused, and the user's file is untouched. Through the real CLI."""

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
