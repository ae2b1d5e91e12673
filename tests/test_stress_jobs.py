"""Stress jobs side by side (judge/stress/jobs.py): two or more run in processes of their own, report
their progress and results back, and a job that finds a failure stops the jobs after it. Real forks;
the jobs here are small stand-ins whose run() says where and how it ran."""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from typing import Any

import pytest

from judge.model.errors import InputError
from judge.stress.jobs import run_jobs

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="jobs share threads where there is no fork")


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
        finally:
            self.finished.set()

    def kill(self) -> None:
        self.stop.set()


def test_jobs_run_in_processes_of_their_own_and_a_failure_stops_the_later_ones() -> None:
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
