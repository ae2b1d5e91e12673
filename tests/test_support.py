"""A problem's own files run in children of their own (judge/bank/support.py), kept for the whole run."""

from __future__ import annotations

import threading
from pathlib import Path

from judge.bank.support import support


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
