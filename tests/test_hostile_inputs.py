"""Hostile specs, files, caches and databases (issue 15), each through the real CLI: the judge gives
the right verdict or one line and exit 2 — never a traceback, a hang, a silent loss of tests or
exit 0 without a verdict. Hostile *solutions* live in tests/hostile/ (see test_hostile.py)."""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from conftest import JudgeRun, run_judge
from test_bad_input import BANK, GOOD, HOSTILE, SPEC, broken_bank, one_line_error

from judge.store.schema import MIGRATIONS

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
    report = submitted(
        run_judge("submit", "predict-the-winner", str(REFERENCE), "--json", "--no-record", home=home)
    )
    assert report["total"] == 258
    (cache,) = (home / "cache").glob("predict-the-winner-*.json")
    return cache


def _sealed(items: list) -> bytes:
    """A cache file of generated tests as the judge writes it (one item a line), its hash and count
    right: what a solution could forge."""
    body = b"".join(json.dumps(item).encode() + b"\n" for item in items)
    header = {"format": 2, "sha256": hashlib.sha256(body).hexdigest(), "count": len(items)}
    return json.dumps(header).encode() + b"\n" + body


def test_an_emptied_generated_cache_is_rebuilt_not_trusted(tmp_path: Path) -> None:
    cache = _generated_cache(tmp_path)
    head, _, body = cache.read_bytes().partition(b"\n")
    kept = [json.loads(line) for line in body.splitlines()]
    # a bare `[]`, one sealed with a correct hash, and the first 100 sealed (a shrunk cache)
    for poison in (b"[]", _sealed([]), _sealed(kept[:100])):
        cache.write_bytes(poison)
        report = submitted(
            run_judge("submit", "predict-the-winner", str(REFERENCE), "--json", "--no-record", home=tmp_path)
        )
        assert report["total"] == 258, "the 120 generated tests were dropped"


def test_flipped_expected_values_in_the_cache_do_not_fail_the_reference(tmp_path: Path) -> None:
    cache = _generated_cache(tmp_path)
    head, _, body = cache.read_bytes().partition(b"\n")
    tests = [json.loads(line) for line in body.splitlines()]
    assert len(tests) == 120
    for test in tests:
        test["expected"] = not test["expected"]
    cache.write_bytes(head + b"\n" + b"".join(json.dumps(test).encode() + b"\n" for test in tests))
    submitted(
        run_judge("submit", "predict-the-winner", str(REFERENCE), "--json", "--no-record", home=tmp_path)
    )


def test_a_pickle_in_the_spec_cache_is_never_loaded(tmp_path: Path) -> None:
    """Nothing under JUDGE_HOME is unpickled: a pickle planted where the specs are kept is ignored,
    and an edited kept spec (hash wrong) is parsed again."""
    marker = tmp_path / "pwned"
    assert judge("list", "--json", home=tmp_path).returncode == 0
    (kept,) = [
        path
        for path in (tmp_path / "cache" / "specs").glob("tiny-sum-*.json")
        if path.name.rsplit("-", 1)[0] == "tiny-sum"
    ]
    payload = b"cos\nsystem\n(S'touch " + str(marker).encode() + b"'\ntR."
    kept.with_suffix(".pickle").write_bytes(payload)
    head, _, body = kept.read_bytes().partition(b"\n")
    kept.write_bytes(head + b"\n" + body.replace(b"Tiny Sum", b"Forged"))
    listed = judge("list", "--json", home=tmp_path)
    assert "Tiny Sum" in [row["title"] for row in listed.json]
    assert "Forged" not in [row["title"] for row in listed.json]
    assert not marker.exists()
    submitted(judge("submit", "tiny-sum", str(GOOD), "--json", "--no-record", home=tmp_path))


# -- 4. never hang, never balloon, never exit 0 without a verdict ----------------------------------
def _bank_with(tmp_path: Path, spec: str, **files: str) -> Path:
    """A bank holding tiny-sum with `spec`, and the problem's own files (generator=..., ...)."""
    problems = broken_bank(tmp_path, spec)
    for role, text in files.items():
        (problems.parent / "solutions" / "tiny-sum" / f"{role}.py").write_text(text)
    return problems


GENERATED = SPEC + "  - {generate: random, count: 3, seed: 7, size: 4}\n"
CUSTOM = SPEC.replace("limits:", "checker: custom\nlimits:", 1)
LOOP = "while True:\n    pass\n"
# A looping file costs the judge its whole wait for a reply (10 s by default) of wall-clock and CPU
# time: 1 s here, the same path. (Only the looping file's own calls meet it: its message is the
# same whether a busy machine or the loop ends the wait.)
LOOP_WAIT = {"JUDGE_SUPPORT_TIMEOUT_S": "1"}
LOOPED = "did not answer within 1 s"
GENERATORS = {
    "loops-at-import": (LOOP, LOOPED),
    "exits-at-import": ("import sys\nsys.exit(0)\n", "cannot be loaded: SystemExit"),
    "exits-in-generate": ("import os\ndef generate(rng, size):\n    os._exit(0)\n", "exited with code 0"),
    "crashes": ("import ctypes\ndef generate(rng, size):\n    ctypes.string_at(0)\n", "crashed (SIGSEGV)"),
    "balloons": ("def generate(rng, size):\n    return {'nums': [0] * 10**10}\n", "MemoryError"),
    "returns-no-input": ("def generate(rng, size):\n    return {1, 2}\n", "not plain data"),
    # 5. a generator without generate()
    "has-no-generate": ("def make(rng, size):\n    return {'nums': [1]}\n", "has no generate()"),
}


def _internal_error(result: JudgeRun, *names: str) -> str:
    """Exit 2, one line that says IE; --json still gave an object saying IE."""
    if "--json" in result.args:
        assert result.json["verdict"] == "IE", result.stdout
    line = one_line_error(
        JudgeRun(result.args, result.returncode, "", result.stderr), *names
    )  # stdout: --json's
    assert "internal error (IE)" in line
    return line


@pytest.mark.parametrize("case", GENERATORS, ids=list(GENERATORS))
def test_a_broken_generator_is_an_internal_error(case: str, tmp_path: Path) -> None:
    source, detail = GENERATORS[case]
    problems = _bank_with(tmp_path, GENERATED, generator=source)
    env = LOOP_WAIT if detail == LOOPED else None
    _internal_error(
        judge("submit", "tiny-sum", str(GOOD), "--json", home=tmp_path / "home", problems=problems, env=env),
        "generator.py",
        detail,
    )


CHECKERS = {
    "loops-in-check": ("def check(args, expected, got):\n" + "    while True:\n        pass\n", LOOPED),
    "exits-at-import": ("raise SystemExit(0)\n", "cannot be loaded: SystemExit"),
    "exits-in-check": ("import os\ndef check(args, expected, got):\n    os._exit(0)\n", "exited with code 0"),
    # 5. a checker whose result's __bool__ raises
    "bool-raises": (
        "class Verdict:\n    def __bool__(self):\n        raise RuntimeError('no')\n"
        "def check(args, expected, got):\n    return Verdict()\n",
        "RuntimeError: no",
    ),
}


@pytest.mark.parametrize("case", CHECKERS, ids=list(CHECKERS))
def test_a_broken_checker_is_an_internal_error(case: str, tmp_path: Path) -> None:
    source, detail = CHECKERS[case]
    problems = _bank_with(tmp_path, CUSTOM, checker=source)
    env = LOOP_WAIT if detail == LOOPED else None
    _internal_error(
        judge("submit", "tiny-sum", str(GOOD), "--json", home=tmp_path / "home", problems=problems, env=env),
        "checker.py",
        detail,
    )


def test_a_strategy_that_loops_is_an_internal_error_of_stress(tmp_path: Path) -> None:
    problems = _bank_with(tmp_path, SPEC, strategy=LOOP)
    _internal_error(
        judge(
            "stress",
            "tiny-sum",
            str(GOOD),
            "--count",
            "5",
            "--no-record",
            home=tmp_path / "home",
            problems=problems,
            env=LOOP_WAIT,
        ),
        "strategy.py",
        LOOPED,
    )


@pytest.mark.parametrize("value", ["soon", "0", "-1"])
def test_a_bad_support_timeout_is_one_line(value: str, tmp_path: Path) -> None:
    problems = _bank_with(tmp_path, GENERATED, generator=GENERATORS["has-no-generate"][0])
    result = judge(
        "submit",
        "tiny-sum",
        str(GOOD),
        home=tmp_path / "home",
        problems=problems,
        env={"JUDGE_SUPPORT_TIMEOUT_S": value},
    )
    one_line_error(result, f"JUDGE_SUPPORT_TIMEOUT_S={value!r}", "number of seconds")


def test_stress_workers_keep_the_judges_support_timeout(tmp_path: Path) -> None:
    """The workers of `stress -j 2` come from a fork server that never read the judge's settings:
    the timeout reaches them with their job, so a looping checker costs 1 s there too, not 10."""
    problems = _bank_with(tmp_path, CUSTOM, checker=CHECKERS["loops-in-check"][0])
    _internal_error(
        judge(
            "stress",
            "tiny-sum",
            str(GOOD),
            "--count",
            "5",
            "--jobs",
            "2",
            "--no-record",
            home=tmp_path / "home",
            problems=problems,
            env=LOOP_WAIT,
        ),
        "checker.py",
        LOOPED,
    )


def test_a_play_file_that_exits_does_not_end_stress(tmp_path: Path) -> None:
    """play.py only draws the line of play under a counterexample: its failure is a note, and the
    solution's verdict stands."""
    problems = _bank_with(tmp_path, SPEC, play="import os\nos._exit(0)\n")
    result = judge(
        "stress",
        "tiny-sum",
        str(HOSTILE / "wa_off_by_one.py"),
        "--count",
        "50",
        "--json",
        "--no-record",
        home=tmp_path / "home",
        problems=problems,
    )
    assert result.returncode == 1, result.stderr
    assert result.json["verdict"] == "FAIL" and "Traceback" not in result.stderr


@pytest.mark.parametrize("special", ["fifo", "/dev/zero"])
def test_a_fifo_or_device_as_the_solution_file_is_refused(special: str, tmp_path: Path) -> None:
    if special == "fifo":
        path = tmp_path / "pipe.py"
        os.mkfifo(path)
    else:
        path = Path(special)
    one_line_error(judge("submit", "tiny-sum", str(path), home=tmp_path / "home"), "not a regular file")


def test_a_huge_solution_file_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "huge.py"
    with open(path, "wb") as stream:
        stream.truncate(64 * 1024 * 1024)  # sparse: costs no disk
    one_line_error(judge("submit", "tiny-sum", str(path), home=tmp_path / "home"), "MiB")


def test_yaml_aliases_are_refused_at_once(tmp_path: Path) -> None:
    """A 600-byte "billion laughs" took 113 s and 4.6 GB."""
    laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for level in "bcdefghi":
        previous = chr(ord(level) - 1)
        laughs.append(f"{level}: &{level} [{', '.join(['*' + previous] * 9)}]")
    spec = SPEC.replace("statement:", "notes: {" + ", ".join(laughs) + "}\nstatement:", 1)
    problems = broken_bank(tmp_path, spec)
    started = time.monotonic()
    one_line_error(judge("list", home=tmp_path / "home", problems=problems), "aliases")
    assert time.monotonic() - started < 20


def test_duplicate_test_names_are_found_in_linear_time(tmp_path: Path) -> None:
    """40k tests took 30 s to check for duplicates (a count per name). They are in a JSON Lines file
    here, which loads in well under a second (YAML that size takes seconds to parse itself)."""
    problems = broken_bank(tmp_path, SPEC + "  - file: tiny-sum.tests.jsonl\n")
    lines = [json.dumps({"name": f"t{i}", "input": {"nums": [1]}, "output": 1}) for i in range(40_000)]
    (problems / "tiny-sum.tests.jsonl").write_text("\n".join([*lines, lines[7]]) + "\n")
    started = time.monotonic()
    one_line_error(judge("list", home=tmp_path / "home", problems=problems), "duplicate test names: t7")
    assert time.monotonic() - started < 15


BOUNDS = {
    "time": (("time_ms: 500", "time_ms: 100000000000000000000"), "limits.time_ms: must be positive, at most"),
    "memory": (
        ("memory_mb: 256", "memory_mb: 10000000000000"),
        "limits.memory_mb: must be positive, at most",
    ),
    "output": (("output_kb: 64", "output_kb: 1000000000000"), "limits.output_kb: must be positive, at most"),
    "count": (("", "  - {generate: g, count: 1000000000, seed: 1}\n"), "count: must be positive, at most"),
    "size": (("", "  - {generate: g, count: 1, seed: 1, size: 1000000000000}\n"), "size: must be from 0 to"),
    "length": (("length: [1, 1000]", "length: [1, 100000000000]"), "length: at most"),
}


@pytest.mark.parametrize("case", BOUNDS, ids=list(BOUNDS))
def test_limits_counts_and_sizes_have_upper_bounds(case: str, tmp_path: Path) -> None:
    (old, new), detail = BOUNDS[case]
    spec = SPEC.replace(old, new, 1) if old else SPEC + new
    problems = broken_bank(tmp_path, spec)
    one_line_error(
        judge("submit", "tiny-sum", str(GOOD), home=tmp_path / "home", problems=problems),
        "tiny-sum.yaml",
        detail,
    )


# -- 5. one line and exit 2, never a traceback ------------------------------------------------------
def test_a_file_name_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    path = os.fsencode(tmp_path) + b"/sol\xff.py"
    with open(path, "wb") as stream:
        stream.write(GOOD.read_bytes())
    one_line_error(
        judge("submit", "tiny-sum", os.fsdecode(path), home=tmp_path / "home"), "not UTF-8", "sol\\xff.py"
    )


@pytest.mark.parametrize(
    "slug",
    [
        "a" * 300,
        "../problems/tiny-sum",
        "../../bank/problems/tiny-sum",
        "tiny-sum/../tiny-sum",
        "/etc/passwd",
    ],
)
def test_a_slug_that_is_too_long_or_leaves_the_bank_is_refused(slug: str, tmp_path: Path) -> None:
    one_line_error(judge("show", slug, home=tmp_path), "is not a problem name")


def test_an_input_nested_1000_deep_is_refused(tmp_path: Path) -> None:
    nested = '{"nums": ' + "[" * 1000 + "]" * 1000 + "}"
    one_line_error(
        judge("run", "tiny-sum", str(GOOD), "--input", nested, home=tmp_path), "--input", "nested too deeply"
    )
    nested = '{"nums": ' + "[" * 200 + "]" * 200 + "}"  # parses, and is not a list of ints
    one_line_error(judge("run", "tiny-sum", str(GOOD), "--input", nested, home=tmp_path), "--input")


@pytest.mark.parametrize("depth", [11, 1000, 100_000])
def test_a_deeply_nested_spec_type_is_refused(depth: int, tmp_path: Path) -> None:
    spec = SPEC.replace("returns: int", "returns: " + "list[" * depth + "int" + "]" * depth, 1)
    one_line_error(
        judge("list", home=tmp_path / "home", problems=broken_bank(tmp_path, spec)),
        "signature.returns",
        "nested more than 10 deep",
    )


def test_deeply_nested_yaml_is_refused(tmp_path: Path) -> None:
    spec = SPEC.replace("statement:", "notes: " + "[" * 5000 + "]" * 5000 + "\nstatement:", 1)
    one_line_error(
        judge("list", home=tmp_path / "home", problems=broken_bank(tmp_path, spec)), "tiny-sum.yaml"
    )


def _database(home: Path, *statements: str, version: int | None = None) -> Path:
    """A progress.db of one accepted submission (through the CLI), then `statements` run on it."""
    assert judge("submit", "tiny-sum", str(GOOD), home=home).returncode == 0
    database = home / "progress.db"
    connection = sqlite3.connect(database)
    for statement in statements:
        connection.execute(statement)
    if version is not None:
        connection.execute(f"PRAGMA user_version = {version}")
    connection.commit()
    connection.close()
    return database


@pytest.mark.parametrize(
    ("column", "value"),
    [("submitted_at", "yesterday"), ("passed", "many"), ("time_ms_max", "fast"), ("total", "all")],
)
def test_a_bad_value_in_the_database_is_one_line(column: str, value: object, tmp_path: Path) -> None:
    shown = f"'{value}'" if isinstance(value, str) else str(value)
    _database(tmp_path, f"UPDATE submissions SET {column} = {shown}")
    for command in (["history"], ["history", "--json"], ["progress"], ["progress", "--export", "csv"]):
        one_line_error(judge(*command, home=tmp_path), "progress.db", column)


SCHEMAS = {
    "foreign-tables": ("CREATE TABLE submissions (x)", 0, "not a judge progress database"),
    # at the schema version this judge writes (the number of its migrations)
    "missing-columns": ("CREATE TABLE submissions (x)", len(MIGRATIONS), "lacks id, problem"),
}


@pytest.mark.parametrize("case", SCHEMAS, ids=list(SCHEMAS))
def test_a_database_of_the_wrong_schema_is_refused_before_judging(case: str, tmp_path: Path) -> None:
    statement, version, detail = SCHEMAS[case]
    tmp_path.mkdir(exist_ok=True)
    database = tmp_path / "progress.db"
    connection = sqlite3.connect(database)
    connection.execute(statement)
    connection.execute(f"PRAGMA user_version = {version}")
    connection.commit()
    connection.close()
    before = database.read_bytes()
    result = judge("submit", "tiny-sum", str(GOOD), home=tmp_path)
    one_line_error(result, "progress.db", detail)  # stdout empty: refused before any judging
    assert database.read_bytes() == before
    assert [path.name for path in tmp_path.glob("progress.db*")] == ["progress.db"]  # no -wal


def test_a_read_only_home_still_shows_history_and_progress(tmp_path: Path) -> None:
    """The home's folders and files lose their write permission. Root ignores those, so as root the
    judge is run as `nobody` (setpriv) on a home outside pytest's private tmp folder."""
    as_root = os.geteuid() == 0
    if as_root and not shutil.which("setpriv"):
        pytest.skip("running as root without setpriv: permissions would not bind")
    home = Path(tempfile.mkdtemp(prefix="judge-ro-")) / "home" if as_root else tmp_path / "home"
    home.parent.chmod(0o755)
    _database(home)
    assert judge("list", home=home).returncode == 0  # the specs are kept in the cache too
    for path in [home, *home.rglob("*")]:
        path.chmod(0o555 if path.is_dir() else 0o444)
    prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] if as_root else []
    probe = subprocess.run(
        [*prefix, sys.executable, "-c", "pass"], capture_output=True, text=True, check=False
    )
    if as_root and probe.returncode != 0:  # e.g. the interpreter under a /root that is mode 700
        shutil.rmtree(home.parent, ignore_errors=True)
        pytest.skip(f"`nobody` cannot run {sys.executable}: {probe.stderr.strip()[-200:]}")

    def reading(*args: str) -> JudgeRun:
        command = [*prefix, sys.executable, "-m", "judge", "--problems", str(BANK / "problems"), *args]
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
            env={"JUDGE_HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
        )
        return JudgeRun(tuple(args), done.returncode, done.stdout, done.stderr)

    try:
        assert reading("submit", "tiny-sum", str(GOOD)).returncode == 2  # it really is read-only
        history = reading("history", "--json")
        assert history.returncode == 0, history.stderr
        assert [row["verdict"] for row in history.json] == ["AC"]
        progress = reading("progress", "--json")
        assert progress.returncode == 0, progress.stderr
        assert progress.json["solved"] == 1
    finally:
        for path in [home, *home.rglob("*")]:
            path.chmod(0o755 if path.is_dir() else 0o644)
        if as_root:
            shutil.rmtree(home.parent)


# -- 6. right verdicts at the edges (the solutions are in tests/hostile/) ------------------------------
def test_terminal_escapes_in_a_solutions_output_are_shown_escaped(tmp_path: Path) -> None:
    solution = HOSTILE / "re_prints_terminal_escapes.py"
    shown = judge("submit", "tiny-sum", str(solution), "--no-record", home=tmp_path)
    assert shown.returncode == 1, shown.stderr
    assert "\x1b" not in shown.stdout and "\x07" not in shown.stdout and "\r" not in shown.stdout
    assert "\\x1b[2J\\x1b]0;pwned\\x07" in shown.stdout  # the output's tail, escaped
    assert "ValueError: \\x1b[41mboom" in shown.stdout  # and the message
    named = tmp_path / "\x1b[2Jsol.py"  # a file name is shown escaped in a one-line error too
    line = one_line_error(judge("submit", "tiny-sum", str(named), home=tmp_path), "no such file")
    assert "\x1b" not in line and "\\x1b[2Jsol.py" in line
