"""The referee of strategy problems (solutions/_shared/referee.py) and the strategy bank
(problems/*.yaml of kind strategy, solutions/<slug>/interactor.py and the strategies beside it).

The strategies run in this test's own process, loaded with LeetCode's prelude as the Python child
loads a solution (the judge never imports them: in the judge they run in their children). Each
problem's verdicts are pinned: the reference, brute force and accepted_* strategies are AC, every
wrong_* is WA at a position shown in full, and every wrong_* wins the game against the optimal
opponent, so only the exhaustive or adversarial opponents catch it.
"""

from __future__ import annotations

import io
import json
import sys
import threading
from collections.abc import Callable
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml
from conftest import load_problem_module

from judge.bank.spec import load_problem
from judge.sandbox.child import prelude_globals

REPO = Path(__file__).resolve().parent.parent
SPECS = REPO / "problems"
SOLUTIONS = REPO / "solutions"
SLUGS = sorted(p.stem for p in SPECS.glob("*.yaml") if "\nkind: strategy\n" in p.read_text(encoding="utf-8"))
# Brute forces search without a table: only on starts this small (a parameter's size).
BRUTE_SIZE = {"pots": 10, "values": 10, "n": 12, "piles": 3, "maxChoosableInteger": 8, "graph": 50}
# The default tier leaves the starts whose tables take seconds to the slow tier.
QUICK: dict[str, Callable[[dict[str, Any]], bool]] = {
    "guess-number-higher-or-lower-ii-play": lambda args: args["n"] <= 100,
    "can-i-win-play": lambda args: args["maxChoosableInteger"] <= 12,
}


def _referee() -> ModuleType:
    # loading an interactor puts solutions/_shared on sys.path
    load_problem_module(SOLUTIONS / "pots-of-gold-play" / "interactor.py", "interactor")
    import referee  # noqa: PLC0415 - importable only once solutions/_shared is on the path

    return referee


@cache
def interactor(slug: str) -> ModuleType:
    return load_problem_module(SOLUTIONS / slug / "interactor.py", "interactor")


@cache
def strategy_class(slug: str, stem: str) -> type:
    namespace = prelude_globals()
    namespace["__name__"] = f"strategy_{stem}"
    path = SOLUTIONS / slug / f"{stem}.py"
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), namespace)  # noqa: S102
    return namespace["Strategy"]


@cache
def _model(slug: str, args: str) -> Any:
    return interactor(slug).model(**json.loads(args))


def model_of(slug: str, args: dict[str, Any]) -> Any:
    """The game model of a start, built once per test run (its tables are the dear part)."""
    return _model(slug, json.dumps(args, sort_keys=True))


def cases_of(slug: str) -> list[dict[str, Any]]:
    data = yaml.safe_load((SPECS / f"{slug}.yaml").read_text(encoding="utf-8"))
    found = [{"name": f"example-{k + 1}", **item} for k, item in enumerate(data["examples"])]
    for item in data["tests"]:
        if "file" in item:
            lines = (SPECS / item["file"]).read_text(encoding="utf-8").splitlines()
            found += [json.loads(line) for line in lines if line.strip()]
        else:
            found.append(item)
    return found


def size(args: dict[str, Any]) -> bool:
    """Whether a start is small enough for the brute forces."""
    for name, largest in BRUTE_SIZE.items():
        value = args.get(name)
        if value is not None and (len(value) if isinstance(value, list) else value) > largest:
            return False
    return True


def deep(call: Callable[[], Any]) -> Any:
    """Run `call` on a thread with a deep stack, as the judge's Python child does (top-down
    strategies recurse as deep as the row is long)."""
    result: list[Any] = []
    errors: list[BaseException] = []
    old_limit, old_size = sys.getrecursionlimit(), threading.stack_size()
    sys.setrecursionlimit(250_000)
    threading.stack_size(512 * 1024 * 1024)
    try:
        thread = threading.Thread(target=lambda: _catch(call, result, errors))
        thread.start()
        thread.join()
    finally:
        threading.stack_size(old_size)
        sys.setrecursionlimit(old_limit)
    if errors:
        raise errors[0]
    return result[0]


def _catch(call: Callable[[], Any], result: list[Any], errors: list[BaseException]) -> None:
    try:
        result.append(call())
    except BaseException as exc:  # noqa: BLE001 - handed to the test's thread
        errors.append(exc)


def judge(slug: str, stem: str, args: dict[str, Any], **options: Any) -> Any:
    referee = _referee()
    cls = strategy_class(slug, stem)
    model = model_of(slug, args)
    return deep(lambda: referee.Referee(model, **options).judge(lambda: referee.method_caller(cls(**args))))


def optimal_games_won(slug: str, stem: str, args: dict[str, Any]) -> bool:
    """Whether the strategy keeps the value in the games against the optimal opponent only."""
    referee = _referee()
    cls = strategy_class(slug, stem)
    model = model_of(slug, args)
    ref = referee.Referee(model)

    def games() -> bool:
        try:
            for side in model.sides:
                referee.drive(ref.optimal_game(side), lambda: referee.method_caller(cls(**args)))
        except referee.Lost:
            return False
        return True

    return deep(games)


def small_tests(slug: str, quick: bool = True) -> list[dict[str, Any]]:
    """The tests proven exhaustively (in the default tier, those with cheap tables only)."""
    limit = _referee().EXHAUSTIVE_LIMIT
    keep = QUICK.get(slug, lambda args: True) if quick else (lambda args: True)
    return [t for t in cases_of(slug) if keep(t["input"]) and model_of(slug, t["input"]).bound() <= limit]


def stems(slug: str, prefix: str) -> list[str]:
    return sorted(p.stem for p in (SOLUTIONS / slug).glob(f"{prefix}*.py"))


# -- the bank ----------------------------------------------------------------------------------------
def test_there_are_six_strategy_games_of_every_sort() -> None:
    families = {yaml.safe_load((SPECS / f"{s}.yaml").read_text())["family"] for s in SLUGS}
    assert len(SLUGS) >= 6 and {"take-an-end", "nim", "graph", "guessing"} <= families
    for slug in SLUGS:
        assert (SOLUTIONS / slug / "reference.py").is_file() and (SOLUTIONS / slug / "brute.py").is_file()
        assert stems(slug, "wrong_") and stems(slug, "accepted_")


def test_each_strategy_game_follows_its_value_problem_in_the_learning_order() -> None:
    lines = (REPO / "problems" / "learning-order.txt").read_text(encoding="utf-8").splitlines()
    order = [line.split("#", 1)[0].strip() for line in lines]
    after = {"pots-of-gold-play": "pots-of-gold-strategy"}  # the whole line comes between
    for slug in SLUGS:
        assert order.index(slug) == order.index(after.get(slug, slug.removesuffix("-play"))) + 1, slug


@pytest.mark.parametrize("slug", SLUGS)
def test_spec_loads_and_each_output_is_the_value_of_its_start(slug: str) -> None:
    """The spec loads as a strategy problem (every test within the constraints); each test's
    output is the model's value of the start."""
    problem = load_problem(SPECS / f"{slug}.yaml", SOLUTIONS)
    assert str(problem.kind) == "strategy" and problem.strategy is not None
    assert problem.strategy.method == "move" and problem.signature.entry == "Strategy"
    cases = [*problem.examples, *problem.tests]
    assert len(cases) == len(cases_of(slug)) >= 10
    for case in cases:
        start = model_of(slug, case.args)
        value = start.value(start.start())
        assert case.expected == _as_output(slug, value), case.name


def _as_output(slug: str, value: int) -> Any:
    if slug == "guess-number-higher-or-lower-ii-play":
        return -value
    if slug == "cat-and-mouse-play":
        return 0 if value == 0 else 1 if value > 0 else 2
    if slug == "pots-of-gold-play":
        return value
    return value > 0


# -- verdicts ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("slug", SLUGS)
def test_reference_accepted_and_brute_are_ac_on_the_small_tests(slug: str) -> None:
    for test in small_tests(slug):
        for stem in ["reference", *stems(slug, "accepted_"), *(["brute"] if size(test["input"]) else [])]:
            verdict = judge(slug, stem, test["input"])
            assert verdict.ok and verdict.mode == "exhaustive", (stem, test["name"], verdict.failure)


@pytest.mark.parametrize("slug", SLUGS)
def test_every_wrong_strategy_wins_against_best_play_and_is_wa_with_its_position(slug: str) -> None:
    wrongs = stems(slug, "wrong_")
    assert wrongs
    for stem in wrongs:
        caught = []
        for test in small_tests(slug):
            assert optimal_games_won(slug, stem, test["input"]), (stem, test["name"])
            verdict = judge(slug, stem, test["input"])
            if not verdict.ok:
                caught.append(verdict.failure)
        assert caught, f"{stem} is never caught"
        report = caught[0]
        assert report["opponent"] == "every reply" and report["yours"] and report["best"]
        assert report["yours"]["move"] not in [b["move"] for b in report["best"]]
        assert len(report["moves"]) == len(report["line"]) == report["ply"] - 1


def test_a_wa_report_is_a_table_explain_draws() -> None:
    from rich.console import Console

    from judge.render.explain import print_line, print_table

    verdict = judge("pots-of-gold-play", "wrong_one_line", {"pots": [5, 8, 0, 7, 3]})
    report = verdict.failure
    assert report["message"] == (
        "at pots[2..3] = [0, 7] you (B) chose L (take 0): you end 7 behind on these pots; "
        "R (take 7) instead: you end 7 ahead on these pots"
    )
    assert report["moves"] == ["L", "L", "R"] and report["view"] == [2, 3, "R"]
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    print_table(report["table"], console)
    print_line(report["line"], console)
    text = out.getvalue()
    assert "R (take 7)" in text and "you end 7 ahead" in text and "*you end 7 behind" in text
    assert "B (you)" in text and "pots[0..4]" in text  # the moves so far, each from its position


def test_the_proof_is_exhaustive_on_small_starts_and_games_on_large_ones() -> None:
    small = judge("pots-of-gold-play", "reference", {"pots": list(range(20))})
    assert small.ok and small.mode == "exhaustive" and small.games == 0
    rows = 20 * 21 // 2
    assert rows // 4 < small.positions <= rows  # each row asked once at most, as A or as B
    large = cases_of("pots-of-gold-play")[-1]["input"]
    assert len(large["pots"]) == 1000
    assert model_of("pots-of-gold-play", large).bound() > _referee().EXHAUSTIVE_LIMIT


@pytest.mark.slow
@pytest.mark.parametrize("slug", SLUGS)
def test_every_test_reference_ac_and_wrong_strategies_win_best_play(slug: str) -> None:
    for test in small_tests(slug, quick=False):
        assert judge(slug, "reference", test["input"]).ok, test["name"]
        for stem in stems(slug, "wrong_"):
            assert optimal_games_won(slug, stem, test["input"]), (stem, test["name"])


@pytest.mark.slow
@pytest.mark.parametrize("slug", SLUGS)
def test_large_tests_by_games_reference_ac_and_one_line_wa(slug: str) -> None:
    limit = _referee().EXHAUSTIVE_LIMIT
    large = [t for t in cases_of(slug) if model_of(slug, t["input"]).bound() > limit]
    for test in large:
        verdict = judge(slug, "reference", test["input"])
        assert verdict.ok and verdict.mode == "games", (test["name"], verdict.failure)
        if (SOLUTIONS / slug / "wrong_one_line.py").is_file():
            wrong = judge(slug, "wrong_one_line", test["input"])
            assert not wrong.ok and wrong.failure["opponent"] != "the optimal opponent", test["name"]


def test_an_illegal_move_is_wa_naming_it() -> None:
    referee = _referee()
    model = interactor("game-of-nim-play").model(piles=[2, 3])

    class Greedy:
        def move(self, piles: list[int], last: list[int] | None) -> list[int]:
            return [1, 4]

    verdict = referee.Referee(model).judge(lambda: referee.method_caller(Greedy()))
    assert not verdict.ok and verdict.failure["yours"] is None
    assert (
        verdict.failure["message"]
        == "at piles [2, 3] your move was refused: pile 1 holds 3 stones: cannot take 4"
    )
