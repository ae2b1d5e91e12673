"""`judge stress` on played problems through the real CLI: random starts judged by the strategy
referee's child (a lost value shrunk to the smallest start, shown as submit shows it, with the
command that replays it), and random secrets played against the interactor's child."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from conftest import live_descendants, run_judge

ROOT = Path(__file__).resolve().parent.parent
POTS = "pots-of-gold-play"
OFF_LINE = ROOT / "solutions" / POTS / "wrong_greedy_after_mistake.py"


def stress(home: Path, slug: str, path: Path, *more: str) -> tuple[int, str, str]:
    done = run_judge("stress", slug, str(path), "--seed", "1", "--no-record", *more, home=home)
    return done.returncode, done.stdout, done.stderr


def test_a_strategy_wrong_off_the_best_line_is_found_and_shrunk_with_its_position(home: Path) -> None:
    before = live_descendants()
    code, out, err = stress(home, POTS, OFF_LINE, "--count", "200", "--json")
    assert code == 1, err
    found = json.loads(out)
    example = found["counterexample"]
    assert found["verdict"] == "FAIL" and example["verdict"] == "WA"
    pots = example["input"]["pots"]
    # shrunk: no shorter row fails, and the row first found was no shorter
    assert len(pots) <= 5 and len(found["unshrunk_input"]["pots"]) >= len(pots)
    position = example["position"]
    assert position["yours"]["move"] != position["best"][0]["move"]
    assert position["moves"] and position["table"]["cells"]  # reached only off the best line
    assert live_descendants() == before


def test_the_report_shows_the_game_and_a_replay_command_that_replays_it(home: Path) -> None:
    code, out, err = stress(home, POTS, OFF_LINE, "--count", "200")
    assert code == 1, err
    for part in ("FAIL WA", "The moves so far", "position:", "your move:", "best moves:", "keeps the value"):
        assert part in out, out
    assert "expected:" not in out  # a strategy has no answer to compare: its position says it
    replay = next(line for line in out.splitlines() if line.startswith("replay: "))
    command = replay.removeprefix("replay: judge ").split(" --input ")
    slug_and_file, given = command[0].split(), command[1].strip("'")
    again = run_judge(*slug_and_file, "--input", given, home=home)
    assert again.returncode == 1 and "WA" in again.stdout and "your move:" in again.stdout


def test_a_right_strategy_passes_every_random_start(home: Path) -> None:
    for slug in (POTS, "coins-in-a-line-play", "cat-and-mouse-play"):
        code, out, err = stress(home, slug, ROOT / "solutions" / slug / "reference.py", "--count", "40")
        assert code == 0 and "OK" in out, (slug, out, err)


def test_each_strategy_problems_wrong_strategy_is_caught_at_a_small_start(home: Path) -> None:
    for slug, wrong in (
        ("coins-in-a-line-play", "wrong_copy_last"),
        ("can-i-win-play", "wrong_gives_up"),
        ("coins-in-a-line-iii-play", "wrong_gives_up"),
        ("game-of-nim-play", "wrong_last_pile_takes_one"),
        ("guess-number-higher-or-lower-ii-play", "wrong_one_line"),
    ):
        path = ROOT / "solutions" / slug / f"{wrong}.py"
        code, out, err = stress(home, slug, path, "--count", "100", "--json")
        assert code == 1, (slug, err)
        example = json.loads(out)["counterexample"]
        assert example["verdict"] == "WA" and example["position"]["best"], (slug, example)


def test_a_strategy_that_crashes_is_re_and_one_in_a_file_that_does_not_load_is_ce(
    tmp_path: Path, home: Path
) -> None:
    crashing = tmp_path / "crash.py"
    crashing.write_text(
        OFF_LINE.read_text().replace(
            "    def move(self", "    def move(self, *rest):\n        1 / 0\n    def _m(self", 1
        )
    )
    code, out, err = stress(home, POTS, crashing, "--count", "20", "--json")
    assert code == 1, err
    example = json.loads(out)["counterexample"]
    assert example["verdict"] == "RE" and example["input"] == {"pots": [0]}  # shrunk to the least
    broken = tmp_path / "broken.py"
    broken.write_text("class Strategy:\n    def move(self\n")
    code, out, err = stress(home, POTS, broken, "--count", "5", "--json")
    assert code == 1 and json.loads(out)["counterexample"]["verdict"] == "CE"


def test_random_secrets_catch_a_wrong_374_and_843_with_the_dialogue(home: Path) -> None:
    guess = "guess-number-higher-or-lower"
    code, out, err = stress(home, guess, ROOT / "solutions" / guess / "wrong_sign.py", "--count", "50")
    assert code == 1, err
    assert "guess(1) -> 1" in out and f"replay: judge run {guess} " in out
    word = "guess-the-word"
    path = ROOT / "solutions" / word / "wrong_stop_early.py"
    code, out, err = stress(home, word, path, "--count", "50", "--json")
    assert code == 1, err
    example = json.loads(out)["counterexample"]
    assert example["verdict"] == "WA" and example["input"]["secret"] in example["input"]["words"]
    for slug in (guess, word):
        code, out, err = stress(home, slug, ROOT / "solutions" / slug / "reference.py", "--count", "40")
        assert code == 0 and "OK" in out, (slug, out, err)


def test_bench_still_refuses_a_played_problem_in_one_line(home: Path) -> None:
    done = run_judge("bench", POTS, str(OFF_LINE), home=home)
    assert done.returncode == 2 and "is a strategy problem: `judge bench` does not apply" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def without_large_tests(tmp_path: Path) -> Path:
    """A copy of the problem without its data file of large starts (up to 1,000 pots, each judged by
    about 50 games a side): what a saved start's judging is checked against does not need them, and
    test_strategy.py judges them with the shipped bank."""
    problems = tmp_path / "bank" / "problems"
    problems.mkdir(parents=True)
    shutil.copytree(ROOT / "solutions" / POTS, tmp_path / "bank" / "solutions" / POTS)
    shutil.copytree(ROOT / "solutions" / "_shared", tmp_path / "bank" / "solutions" / "_shared")
    spec = (ROOT / "problems" / f"{POTS}.yaml").read_text()
    line = f"  - {{file: {POTS}.tests.jsonl}}"
    assert line in spec
    (problems / f"{POTS}.yaml").write_text(spec.replace(line, "  # (large starts left out)", 1))
    return problems


def test_a_saved_start_is_judged_by_the_referee_on_the_next_submit(tmp_path: Path, home: Path) -> None:
    problems = without_large_tests(tmp_path)
    done = run_judge(
        "stress",
        POTS,
        str(OFF_LINE),
        "--seed",
        "1",
        "--no-record",
        "--count",
        "200",
        "--save",
        "--json",
        home=home,
        problems=problems,
    )
    assert done.returncode == 1 and done.json["saved_as"] == "mine-1", done.stderr
    for path, verdict in ((OFF_LINE, "WA"), (ROOT / "solutions" / POTS / "reference.py", "AC")):
        done = run_judge(
            "submit", POTS, str(path), "--all", "--json", "--no-record", home=home, problems=problems
        )
        cases = {case["name"]: case for case in json.loads(done.stdout)["cases"]}
        assert cases["mine-1"]["kind"] == "user" and cases["mine-1"]["verdict"] == verdict, done.stderr


def test_a_javascript_strategy_wrong_off_the_line_is_found_in_its_own_child(
    tmp_path: Path, home: Path
) -> None:
    from test_strategy import JS_REFERENCE

    path = tmp_path / "mine.js"  # right on the best line; after the opponent takes the right end
    path.write_text(  # with four pots left, it takes the right end too, whatever it holds
        JS_REFERENCE.replace(
            'if (left === right) return "L";',
            'if (left === right) return "L";\n    if (last === "R" && right - left === 3) return "R";',
        )
    )
    code, out, err = stress(home, POTS, path, "--count", "100", "--json")
    assert code == 1, err
    example = json.loads(out)["counterexample"]
    assert example["verdict"] == "WA" and len(example["input"]["pots"]) == 5
    assert example["position"]["moves"] == ["R"] and example["position"]["yours"]["move"] == "R"
