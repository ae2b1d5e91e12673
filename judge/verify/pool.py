"""A few worker threads that run calls by priority, lowest first; a running call may submit more.

verify's unit of work is one check of one problem. A problem's first checks (spec, tests,
reference, limits) run as one call that then submits its solutions' checks with the problem's own
priority, so a problem with many slow solutions (can-i-win) is spread over every worker instead of
holding one while the others idle, and the earliest problem's checks are taken first (its reports
can be printed while the rest run). The threads only wait on children, so the GIL is not the limit.
"""

from __future__ import annotations

import itertools
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

T = TypeVar("T")


class PriorityPool:
    def __init__(self, workers: int, name: str = "verify") -> None:
        self._queue: queue.PriorityQueue[tuple[tuple[int, ...], int, Any]] = queue.PriorityQueue()
        self._order = itertools.count()  # equal priorities run in the order they were submitted
        self._closed = threading.Event()
        self._threads = [
            threading.Thread(target=self._work, name=f"{name}-{n}", daemon=True) for n in range(workers)
        ]
        for thread in self._threads:
            thread.start()

    def submit(self, priority: tuple[int, ...], call: Callable[..., T], *args: Any) -> Future[T]:
        future: Future[T] = Future()
        if self._closed.is_set():
            future.cancel()
        else:
            self._queue.put((priority, next(self._order), (future, call, args)))
        return future

    def _work(self) -> None:
        while True:
            _, _, task = self._queue.get()
            if task is None:
                return
            future, call, args = task
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(call(*args))
            except BaseException as exc:  # noqa: BLE001 - handed to whoever waits on the future
                future.set_exception(exc)

    def close(self) -> None:
        """Cancel what has not started, let the running calls end, and stop the threads."""
        self._closed.set()
        while True:
            try:
                _, _, task = self._queue.get_nowait()
            except queue.Empty:
                break
            if task is not None:
                task[0].cancel()
        for _ in self._threads:  # after every real task: (inf,) sorts last
            self._queue.put(((1 << 62,), next(self._order), None))
        for thread in self._threads:
            thread.join()
