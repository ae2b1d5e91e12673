"""A problem's own files run in children of their own (judge/sandbox/support.py), kept for the whole run."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from judge.model.errors import ProblemFaultError
from judge.sandbox.support import CALL_TIMEOUT_S, configure, support


def test_a_kept_child_outlives_the_thread_that_started_it(tmp_path: Path) -> None:
    """Stress jobs are threads: the child a job's first call started (which dies with that thread,
    PR_SET_PDEATHSIG) must not turn the next job's call into a crash of the problem's file."""
    generator = tmp_path / "generator.py"
    generator.write_text("def generate(rng, size):\n    return {'n': rng.randint(1, 9)}\n")
    process = support(generator, "generator", ("generate",))
    answers: list = []
    worker = threading.Thread(target=lambda: answers.append(process.call("generate", 7, 3, 2)))
    worker.start()
    worker.join()
    assert len(answers[0]) == 2
    again = process.call("generate", 7, 3, 2)  # from another thread, after the first one ended
    assert again == answers[0]  # the same seed draws the same inputs in the fresh child
    process.close()


def test_a_sequence_asked_for_in_chunks_is_the_one_drawn_at_once(tmp_path: Path) -> None:
    """A group's inputs come a chunk at a time (never one reply of the whole group): the generator
    carries on from the chunk before, and a chunk asked for out of order is drawn again from the seed."""
    generator = tmp_path / "generator.py"
    generator.write_text("def generate(rng, size):\n    return {'n': rng.randint(1, 10**9)}\n")
    process = support(generator, "generator", ("generate",))
    whole = process.call("generate", 11, None, 250)
    in_order = [item for start in (0, 100, 200) for item in process.call("generate", 11, None, 100, start)]
    assert in_order[:250] == whole and len(in_order) == 300
    assert process.call("generate", 11, None, 50, 100) == whole[100:150]  # back: drawn again
    assert process.call("generate", 12, None, 5, 0) != whole[:5]  # another seed, another sequence
    process.close()


def test_a_problems_generated_groups_are_the_same_in_any_chunks(monkeypatch) -> None:
    """Through the judge's own path (a shipped generator.py in its child): chunks of 7 give every
    group exactly the inputs one chunk per group gives."""
    from judge.bank.locate import find_bank
    from judge.grading import cases, inputs
    from judge.sandbox.support import close_all

    problem = find_bank(None).load("can-i-win")
    assert problem.generator is not None and max(g.count for g in problem.generated) > 7
    whole = cases.generate_inputs(problem)
    close_all()
    monkeypatch.setattr(inputs, "GENERATE_CHUNK", 7)
    assert cases.generate_inputs(problem) == whole
    assert len(whole) == sum(g.count for g in problem.generated)
    close_all()


def test_a_forked_process_starts_its_own_child(tmp_path: Path) -> None:
    """A process forked from the judge must not share the judge's support child: their requests and
    replies would mix. The fork starts its own, and the judge's child and folder stay as they were."""
    import os

    checker = tmp_path / "checker.py"
    # the host's pid (/proc/self): in a PID namespace of its own each child is the same number there
    checker.write_text(
        "import os\ndef check(args, expected, got):\n    return (True, os.readlink('/proc/self'))\n"
    )
    process = support(checker, "checker", ("check",))
    mine = process.call("check", {}, 1, 1)
    workdir = Path(process.workdir.name)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the fork: its own child, another pid
        code = 1
        try:
            theirs = support(checker, "checker", ("check",)).call("check", {}, 1, 1)
            os.write(write, theirs[1].encode())
            code = 0
        finally:
            from judge.sandbox.support import close_all

            close_all()
            os._exit(code)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        theirs = pipe.read().decode()
    assert os.waitpid(pid, 0)[1] == 0
    assert theirs and theirs != mine[1]
    assert process.call("check", {}, 1, 1) == mine  # the judge's child answers as before
    assert workdir.is_dir()
    process.close()


def test_only_a_search_may_ask_the_judge_and_a_search_gets_each_answer(tmp_path: Path) -> None:
    """The channel's conversation: a strategy's search asks about examples and gets the judge's
    answers back; a file that asks in any other call is out of step and is stopped (IE)."""
    folder = tmp_path / "solutions" / "p"
    folder.mkdir(parents=True)
    asker = folder / "checker.py"
    asker.write_text(
        "import sys\n\n\ndef check(args, expected, got):\n"
        "    sys._getframe(1).f_globals['_ASK']({'n': 1})\n    return True\n"
    )
    with pytest.raises(ProblemFaultError, match=r"asked the judge a question in check\(\), which takes none"):
        support(asker, "checker", ("check",)).call("check", {}, 1, 1)
    strategy = folder / "strategy.py"
    strategy.write_text(
        "from hypothesis import strategies as st\n\n\ndef strategy(max_size):\n"
        "    return st.integers(0, max_size).map(lambda n: {'n': n})\n"
    )
    seen: list[int] = []

    def failed(args: dict) -> dict:
        seen.append(args["n"])
        return {"failed": args["n"] >= 3}

    assert support(strategy, "strategy", ("strategy",)).call("search", 9, 50, 1, answer=failed) is True
    assert seen[-1] == 3  # shrunk to the smallest failing example, asked last


def test_a_child_gets_the_cpu_time_of_each_call_beyond_its_first_limit(tmp_path: Path) -> None:
    """A child starts with CPU for one call (here 2 s); each call lets it use the call's time more.
    The child raises its own limit on the call's word: the judge may not raise another uid's (root
    without CAP_SYS_RESOURCE), and a referee judging many games would die in the middle of one."""
    burner = tmp_path / "checker.py"
    burner.write_text(
        "import time\n"
        "def check(seconds, expected, got):\n"
        "    start = time.process_time()\n"
        "    while time.process_time() - start < seconds:\n"
        "        pass\n"
        "    return True\n"
    )
    configure(1.0)
    try:
        process = support(burner, "checker", ("check",))
        for _ in range(4):  # 2.4 s of CPU in all, past the 2 s it started with
            assert process.call("check", 0.6, None, None, timeout=30) == [True, ""]
        process.close()
    finally:
        configure(CALL_TIMEOUT_S)
