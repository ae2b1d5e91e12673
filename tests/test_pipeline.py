"""Many cases queued in one child (Runner.run_many, the default window of chunks): every reply
belongs to its own case, times and memory stay well-formed over thousands of quick cases, and a
case that never returns is the one blamed, whatever was queued around it. Real children."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from judge.model.constraints import Param
from judge.model.limits import Limits
from judge.model.outcome import OutcomeKind
from judge.model.problem import Signature
from judge.model.values import ValueType, parse_type
from judge.sandbox.languages.python import Python
from judge.sandbox.runner import Runner

SOLUTION = """\
def echo(x):
    if x % 500 == 7:
        print("case", x)
    if x == -1:
        while True:
            pass
    return x * 10
"""


def runner_of(tmp_path: Path, limits: Limits) -> Runner:
    solution = tmp_path / "echo.py"
    solution.write_text(SOLUTION)
    signature = Signature("echo", (), (Param("x", ValueType("int")),), ValueType("int"))
    return Runner(Python().prepare(solution, signature, tmp_path), signature, limits)


def test_thousands_of_quick_cases_each_get_their_own_well_formed_reply(tmp_path: Path) -> None:
    # A case under a microsecond once came back with -3e-17 ms of CPU time (the two readings
    # rounded differently): a reply with bad timings, an RE, about once in a thousand cases.
    cases: list[dict[str, Any]] = [{"x": x} for x in range(3000)]
    with runner_of(tmp_path, Limits(1000, 256)) as runner:
        assert runner.start() is None
        outcomes = list(runner.outcomes(cases))
    assert [o.kind for o in outcomes] == [OutcomeKind.OK] * len(cases), next(
        o for o in outcomes if o.kind is not OutcomeKind.OK
    )
    assert [o.value for o in outcomes] == [x * 10 for x in range(3000)]
    assert all(o.cpu_ms >= 0 and o.wall_ms >= 0 and o.peak_kb >= 0 for o in outcomes)
    # a case that allocates nothing adds nothing, in nearly every case (a page fault may land in one)
    assert sum(o.peak_kb == 0 for o in outcomes) > 0.9 * len(cases)
    printed = {x: o.output for x, o in enumerate(outcomes) if o.output}
    assert printed == {x: f"case {x}\n" for x in range(3000) if x % 500 == 7}


def test_the_case_that_never_returns_is_blamed_not_the_ones_queued_before_it(tmp_path: Path) -> None:
    cases: list[dict[str, Any]] = [{"x": x} for x in range(200)]
    cases[150] = {"x": -1}
    with runner_of(tmp_path, Limits(200, 256)) as runner:
        assert runner.start() is None
        outcomes = list(runner.outcomes(cases))
    assert len(outcomes) == len(cases)
    kinds = [o.kind for o in outcomes]
    assert kinds[150] is OutcomeKind.TIMEOUT
    assert kinds[:150] + kinds[151:] == [OutcomeKind.OK] * 199
    assert [o.value for o in outcomes[151:]] == [x * 10 for x in range(151, 200)]


BIG = """\
def grow(xs):
    return xs * 8
"""


def test_long_cases_and_long_replies_in_one_queue_all_come_back(tmp_path: Path) -> None:
    # Lines of every size share the chunks (64 KiB a write, 32 cases in flight) while replies of up
    # to ~800 KiB fill the result pipe and have to be read as they come. (The runner blocks only on
    # the bytes of the case it waits for; the interleaving where writing more would stall cannot be
    # forced from here, so this checks the mixed traffic, not that interleaving.)
    solution = tmp_path / "grow.py"
    solution.write_text(BIG)
    signature = Signature("grow", (), (Param("xs", parse_type("list[int]")),), parse_type("list[int]"))
    sizes = [10, 7000, 30, 12000, 5, 9000, 20000, 3, 15000, 11000] * 4
    cases: list[dict[str, Any]] = [{"xs": list(range(size))} for size in sizes]
    with Runner(Python().prepare(solution, signature, tmp_path), signature, Limits(2000, 512)) as runner:
        assert runner.start() is None
        outcomes = list(runner.outcomes(cases))
    assert [o.kind for o in outcomes] == [OutcomeKind.OK] * len(cases)
    assert [len(o.value) for o in outcomes] == [8 * size for size in sizes]
