"""Spec loading: the shipped bank loads, and every kind of broken spec fails with file:line: field."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import run_judge

from judge.bank.locate import find_bank
from judge.bank.spec import load_problem
from judge.model.errors import SpecError
from judge.model.values import parse_type, type_mismatch

REPO = Path(__file__).resolve().parent.parent
GOOD = (REPO / "problems" / "predict-the-winner.yaml").read_text()


def test_shipped_specs_load_into_frozen_problems() -> None:
    bank = find_bank()
    problems = bank.load_all()
    slugs = {p.slug for p in problems}
    assert {"predict-the-winner", "stone-game-vii", "pots-of-gold"} <= slugs
    problem = bank.load("predict-the-winner")
    assert problem.signature.names == ["predictTheWinner", "PredictTheWinner"]
    assert str(problem.signature.returns) == "bool"
    assert problem.signature.params[0].length == (1, 20)
    assert problem.examples[0].args == {"nums": [1, 5, 2]} and problem.examples[0].expected is False
    with pytest.raises(AttributeError):
        problem.slug = "other"  # type: ignore[misc]


def test_types_are_strict() -> None:
    assert type_mismatch(parse_type("bool"), 1) == "expected bool, got int"
    assert type_mismatch(parse_type("int"), True) == "expected int, got bool"
    assert type_mismatch(parse_type("int"), 2.0) == "expected int, got float"
    assert type_mismatch(parse_type("list[int]"), [1, "2"]) == "expected int, got str at [1]"
    assert type_mismatch(parse_type("list[list[int]]"), [[1], [2]]) is None
    with pytest.raises(ValueError):
        parse_type("dict[str]")


def _spec_in_bank(tmp_path: Path, text: str) -> Path:
    problems = tmp_path / "problems"
    problems.mkdir()
    solutions = tmp_path / "solutions" / "predict-the-winner"
    solutions.mkdir(parents=True)
    shutil.copy(REPO / "solutions" / "predict-the-winner" / "reference.py", solutions)
    path = problems / "predict-the-winner.yaml"
    path.write_text(text)
    return path


BROKEN = [
    # (what to change, expected fragment of the one-line error)
    (("  returns: bool", "  returns: boolean"), ":{line}: signature.returns: unknown type 'boolean'"),
    (("      type: list[int]", "      type: lst[int]"), "signature.params[0].type: unknown type 'lst[int]'"),
    (("  returns: bool\n", ""), ":{line}: signature.returns: missing field"),
    (("  time_ms: 1000", "  time_ms: fast"), ":{line}: limits.time_ms: expected int, got str"),
    (("difficulty: medium", "difficulty: brutal"), "difficulty: 'brutal' is not one of easy, medium, hard"),
    (
        ("  - input: {nums: [1, 5, 2]}\n    output: false", "  - input: {nums: [1, 5, 2]}\n    output: 0"),
        "examples[0].output: expected bool, got int",
    ),
    (
        ("{name: single, input: {nums: [0]}", "{name: single, input: {nums: []}"),
        "tests[0].input: len(nums) = 0 is outside [1, 20]",
    ),
    (
        ("{name: tie-pair, input: {nums: [1, 1]}", "{name: tie-pair, input: {numbers: [1, 1]}"),
        "tests[2].input: unknown parameter 'numbers'",
    ),
    (("title: Predict the Winner", "title: Predict the Winner\ncolour: blue"), "colour: unknown field"),
    (("slug: predict-the-winner", "slug: predict-the-loser"), "must match the file name"),
    (("  entry: predictTheWinner", "  entry: [predictTheWinner"), "malformed YAML"),
    (("tags: [", "tags: [\n  - x"), "malformed YAML"),
]


@pytest.mark.parametrize("change,fragment", BROKEN, ids=[b[1][:40] for b in BROKEN])
def test_broken_spec_names_file_line_and_field(tmp_path: Path, change, fragment) -> None:
    old, new = change
    assert old in GOOD
    text = GOOD.replace(old, new, 1)
    path = _spec_in_bank(tmp_path, text)
    anchor = new if new else "signature:"  # a missing field is reported at its mapping's line
    fragment = fragment.format(line=text[: text.index(anchor)].count("\n") + 1 + (anchor != new))
    with pytest.raises(SpecError) as caught:
        load_problem(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:"), message
    assert fragment in message, message
    assert "\n" not in message


def test_broken_spec_through_cli_is_one_line_exit_2(tmp_path: Path) -> None:
    path = _spec_in_bank(tmp_path, GOOD.replace("  returns: bool", "  returns: boolean"))
    solution = tmp_path / "mine.py"
    solution.write_text("def predictTheWinner(nums):\n    return True\n")
    for command in (
        ["list"],
        ["show", "predict-the-winner"],
        ["submit", "predict-the-winner", str(solution)],
    ):
        done = run_judge(*command, home=tmp_path / "home", problems=path.parent)
        assert done.returncode == 2, done
        assert "Traceback" not in done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and "signature.returns: unknown type 'boolean'" in lines[0], done.stderr


def test_schema_accepts_every_shipped_spec() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    import json

    import yaml

    schema = json.loads((REPO / "problems" / "problem.schema.json").read_text())
    for path in sorted((REPO / "problems").glob("*.yaml")):
        jsonschema.validate(yaml.safe_load(path.read_text()), schema)
    broken = yaml.safe_load(GOOD.replace("  returns: bool", "  returns: boolean"))
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, schema)


def test_unknown_checker_field_is_an_error(tmp_path: Path) -> None:
    text = GOOD.replace("limits:\n", "checker: {name: float, tolerence: 0.5}\nlimits:\n", 1)
    path = _spec_in_bank(tmp_path, text)
    with pytest.raises(SpecError, match=r"checker\.tolerence: unknown field"):
        load_problem(path)


def test_spec_cache_keeps_other_problems_whose_slug_extends_this_one(tmp_path: Path) -> None:
    from judge.bank.spec import Bank

    bank_dir = tmp_path / "bank"
    shutil.copytree(REPO / "problems", bank_dir / "problems")
    shutil.copytree(REPO / "solutions", bank_dir / "solutions")
    bank = Bank(bank_dir / "problems", bank_dir / "solutions", cache_dir=tmp_path / "cache")
    bank.load("stone-game-vii")
    bank.load("stone-game")
    spec = bank_dir / "problems" / "stone-game.yaml"
    spec.write_text(spec.read_text().replace("title: Stone Game\n", "title: Stone Game, edited\n", 1))
    assert bank.load("stone-game").title == "Stone Game, edited"
    cached = sorted(p.name.rsplit("-", 1)[0] for p in (tmp_path / "cache" / "specs").glob("*.json"))
    assert cached == ["stone-game", "stone-game-vii"]


def test_large_literal_tests_live_in_a_data_file_beside_the_spec(tmp_path: Path) -> None:
    """A `file:` item loads a JSON Lines file; an error in it names the data file and its line."""
    from judge.bank.spec import load_problem
    from judge.model.errors import SpecError

    shipped = Path(__file__).resolve().parent.parent / "problems"
    spec = shipped / "stone-game.yaml"
    problem = load_problem(spec)
    from_file = [t for t in problem.tests if len(t.args["piles"]) >= 100]
    assert from_file, "stone-game keeps its max-size literal tests in stone-game.tests.jsonl"
    bank = tmp_path / "problems"
    bank.mkdir()
    (bank / "stone-game.yaml").write_text(spec.read_text())
    (bank / "stone-game.tests.jsonl").write_text(
        '{"name": "ok", "input": {"piles": [1, 2]}, "output": true}\n'
        '{"name": "bad", "input": {"piles": [1, 2, 3]}, "output": true}\n'
    )
    with pytest.raises(SpecError) as caught:
        load_problem(bank / "stone-game.yaml", shipped.parent / "solutions")
    assert "stone-game.tests.jsonl:2:" in caught.value.message
    assert "even" in caught.value.message


def test_the_schema_names_the_checkers_of_the_registry() -> None:
    """problem.schema.json lists the checker names editors complete; they are model.checking's."""
    from judge.model.checking import CHECKERS

    schema = json.loads((REPO / "problems" / "problem.schema.json").read_text())
    named = schema["properties"]["checker"]["oneOf"]
    assert named[0]["enum"] == named[1]["properties"]["name"]["enum"] == list(CHECKERS)


def test_every_registered_checker_has_its_implementation() -> None:
    from judge.grading import checkers
    from judge.model.checking import CHECKERS

    assert set(checkers._MAKERS) == set(CHECKERS)


def test_the_spec_cache_holds_when_byte_code_is_written_beside_the_solutions(tmp_path: Path) -> None:
    """The solutions folder's listing is part of the cached load's key (which solutions there are),
    but an import of one writes `__pycache__` there: that must not turn the next load into a parse."""
    from judge.bank.cache import cached_load
    from judge.model.problem import Problem

    problems, solutions = tmp_path / "problems", tmp_path / "solutions"
    problems.mkdir()
    shutil.copy(REPO / "problems" / "predict-the-winner.yaml", problems)
    shutil.copytree(
        REPO / "solutions" / "predict-the-winner",
        solutions / "predict-the-winner",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    spec, parsed = problems / "predict-the-winner.yaml", []

    def parse(path: Path, root: Path) -> Problem:
        parsed.append(path)
        return load_problem(path, root)

    def load() -> None:
        cached_load(spec, solutions, tmp_path / "cache", parse)

    load()
    (solutions / "predict-the-winner" / "__pycache__").mkdir()
    load()
    assert len(parsed) == 1
    (solutions / "predict-the-winner" / "accepted_another.py").write_text("# a new solution\n")
    load()
    assert len(parsed) == 2  # a solution added or removed is a new key
