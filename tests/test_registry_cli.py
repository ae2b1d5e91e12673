"""One registry of languages (sandbox/languages/registry.py) decides a file's language for every
command: an extension of no language, or one that contradicts --lang, is one line and exit 2."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from conftest import JudgeRun, run_judge

BANK = Path(__file__).parent / "hostile" / "bank"
GOOD = Path(__file__).parent / "hostile" / "ac_plain.py"
judge = functools.partial(run_judge, problems=BANK / "problems", timeout=60)


def refused(result: JudgeRun, *fragments: str) -> str:
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("judge: error: "), result.stderr
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize("command", ["submit", "run"])
def test_a_file_of_no_known_extension_is_refused_not_judged_as_python(
    command: str, tmp_path: Path, home: Path
) -> None:
    solution = tmp_path / "sol.txt"
    solution.write_text(GOOD.read_text())  # valid Python: it used to be judged as such
    extra = ["--input", '{"nums": [1, 2]}'] if command == "run" else ["--no-record"]
    done = judge(command, "tiny-sum", str(solution), *extra, home=home)
    refused(done, str(solution), "the extension .txt names no language", ".py, .cpp", "--lang")


def test_the_same_file_with_lang_is_judged(tmp_path: Path, home: Path) -> None:
    solution = tmp_path / "sol.txt"
    solution.write_text(GOOD.read_text())
    done = judge("submit", "tiny-sum", str(solution), "--lang", "python", "--no-record", "--json", home=home)
    assert (done.returncode, done.json["verdict"]) == (0, "AC"), done.stderr


def test_a_file_without_extension_is_refused(tmp_path: Path, home: Path) -> None:
    solution = tmp_path / "solution"
    solution.write_text(GOOD.read_text())
    refused(
        judge("submit", "tiny-sum", str(solution), "--no-record", home=home),
        "no extension names its language",
    )


def test_new_refuses_a_file_of_no_known_extension(tmp_path: Path, home: Path) -> None:
    refused(judge("new", "tiny-sum", "mine.rb", home=home, cwd=tmp_path), "mine.rb", "names no language")
    assert not (tmp_path / "mine.rb").exists()  # no Python template under a Ruby name


def test_new_refuses_a_lang_the_extension_contradicts(tmp_path: Path, home: Path) -> None:
    line = refused(judge("new", "tiny-sum", "x.java", "--lang", "cpp", home=home, cwd=tmp_path), "x.java")
    assert "java, not cpp" in line
    assert not (tmp_path / "x.java").exists()
    # an alias of the extension's own language is no contradiction
    assert judge("new", "tiny-sum", "x.mjs", "--lang", "node", home=home, cwd=tmp_path).returncode == 0
    assert "function" in (tmp_path / "x.mjs").read_text()


def test_submit_refuses_a_lang_the_extension_contradicts(tmp_path: Path, home: Path) -> None:
    solution = tmp_path / "mine.py"
    solution.write_text(GOOD.read_text())
    refused(
        judge("submit", "tiny-sum", str(solution), "--lang", "java", "--no-record", home=home),
        "mine.py",
        "python, not java",
    )


def test_new_names_its_file_by_the_registrys_template_extension(tmp_path: Path, home: Path) -> None:
    from judge.sandbox.languages import LANGUAGES

    for entry in LANGUAGES:
        done = judge("new", "tiny-sum", "--lang", entry.name, home=home, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        assert (tmp_path / f"tiny-sum{entry.template_extension}").is_file()


def test_every_entry_loads_its_language_and_every_name_finds_it() -> None:
    from judge.sandbox.languages import LANGUAGES, by_name, for_file, load
    from judge.sandbox.languages.registry import title_of

    for entry in LANGUAGES:
        assert load(entry).name == entry.name
        assert title_of(entry.name) == entry.title and entry.title[0].isupper()
        for name in (entry.name, *entry.aliases, entry.name.upper()):
            assert by_name(name).name == entry.name
        for extension in entry.extensions:
            assert for_file(Path(f"a{extension.upper()}")).name == entry.name


def test_a_file_judged_as_python_by_lang_must_parse_as_python(tmp_path: Path, home: Path) -> None:
    solution = tmp_path / "sol.txt"
    solution.write_text("class Solution\n  def sum_list(nums) = nums.sum\nend\n")
    done = judge("submit", "tiny-sum", str(solution), "--lang", "python", "--no-record", home=home)
    refused(done, str(solution), "not a Python file")
