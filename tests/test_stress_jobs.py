"""Stress jobs side by side (judge/stress/jobs.py): two or more run in worker processes of their own
(sandbox/workers.py), report their progress and results back as JSON, and a job that finds a failure
stops the jobs after it. Real workers; the jobs here are small stand-ins whose run() says where and
how it ran."""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from typing import Any

from judge.model.errors import InputError
from judge.stress.jobs import error_data, error_from, run_jobs


@dataclass
class Probe:
    index: int
    behaviour: str  # "fail": finds a failure; "wait": runs until stopped; "error": a JudgeError
    stop: threading.Event = field(default_factory=threading.Event)
    finished: threading.Event = field(default_factory=threading.Event)
    found: Any = None
    crash: Exception | None = None
    cases_run: int = 0
    shrink_runs: int = 0
    unshrunk: Any = None
    error: Any = None
    ticks: list[int] = field(default_factory=list)

    def tick(self, cases: int) -> None:
        self.ticks.append(cases)

    def run(self) -> None:
        try:
            self.cases_run = os.getpid()  # where it ran, sent back as its count
            self.tick(3)
            if self.behaviour == "fail":
                self.found = {"nums": [1, 2, 3]}
            elif self.behaviour == "wait":  # until stopped (10 s at most: a test that fails, not hangs)
                self.shrink_runs = 1 if self.stop.wait(10) else 0
            elif self.behaviour == "error":
                self.error = InputError("the reference is broken")
            elif self.behaviour == "parent":
                self.shrink_runs = os.getppid()
        finally:
            self.finished.set()

    def kill(self) -> None:
        self.stop.set()

    def recipe(self) -> tuple[Any, tuple[Any, ...]]:
        return Probe, (self.index, self.behaviour)

    def outcome(self) -> dict[str, Any]:
        if self.behaviour == "unsendable":
            return {"found": {1, 2}}  # a set: not JSON
        return {
            "cases_run": self.cases_run,
            "shrink_runs": self.shrink_runs,
            "found": self.found,
            "error": error_data(self.error),
        }

    def absorb(self, outcome: dict[str, Any]) -> None:
        if "crash" in outcome:
            self.crash = RuntimeError(outcome["crash"])
            return
        self.cases_run, self.shrink_runs = outcome["cases_run"], outcome["shrink_runs"]
        self.found, self.error = outcome["found"], error_from(outcome["error"])


def test_jobs_run_in_workers_of_their_own_and_a_failure_stops_the_later_ones() -> None:
    jobs = [Probe(0, "fail"), Probe(1, "wait")]
    assert run_jobs(jobs) is False
    first, second = jobs
    assert first.found == {"nums": [1, 2, 3]}
    assert os.getpid() not in (first.cases_run, second.cases_run) and first.cases_run != second.cases_run
    assert second.shrink_runs == 1  # stopped because the lower job failed (else it would never end)
    assert first.ticks == second.ticks == [3]
    assert first.crash is None and second.crash is None


def test_a_jobs_error_comes_back_as_itself() -> None:
    jobs = [Probe(0, "error"), Probe(1, "plain")]
    run_jobs(jobs)
    assert isinstance(jobs[0].error, InputError) and jobs[0].error.message == "the reference is broken"
    assert jobs[1].error is None and jobs[1].found is None and jobs[1].cases_run > 0


def test_one_job_runs_on_a_thread_of_this_process() -> None:
    jobs = [Probe(0, "plain")]
    run_jobs(jobs)
    assert jobs[0].cases_run == os.getpid() and jobs[0].ticks == [3]


def test_workers_are_not_forks_of_the_judge() -> None:
    """Started by the thread-free fork server, never forked from this (threaded) process."""
    threading.Thread(target=threading.Event().wait, args=(5,), daemon=True).start()
    jobs = [Probe(0, "parent"), Probe(1, "parent")]
    run_jobs(jobs)
    parents = {job.shrink_runs for job in jobs}
    assert len(parents) == 1 and os.getpid() not in parents and 0 not in parents


def test_a_result_that_is_not_plain_data_is_a_crash_not_a_pickle() -> None:
    jobs = [Probe(0, "unsendable"), Probe(1, "plain")]
    run_jobs(jobs)
    assert jobs[0].crash is not None and "not JSON serializable" in str(jobs[0].crash)
    assert jobs[1].crash is None
