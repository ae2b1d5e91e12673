"""Tests as a stream: many large tests judged with only a few of them in memory at a time.

A `Tests` is the tests of a run in order, read afresh on every pass (a data file's from disk, the
generated ones from their sealed cache), with their count known before any is read. A `Window`
reads them once, in order, for judging: the runner takes each case's arguments a few cases ahead
of the one being judged (its pipeline), judging takes the test when its outcome comes back, and
the window holds the last KEEP tests read, four times that distance. Whatever the count, the
judge holds KEEP tests at most.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, overload

from judge.model.errors import ProblemFaultError
from judge.model.problem import TestCase
from judge.sandbox.wire import PIPELINE_WINDOW

KEEP = 4 * PIPELINE_WINDOW  # tests held by a Window: the runner's pipeline runs ahead of judging by less


@dataclass(frozen=True)
class Tests(Collection[TestCase]):
    """Parts of tests (each sized and iterable again) read one after the other, on every pass."""

    parts: tuple[Collection[TestCase], ...]

    def __len__(self) -> int:
        return sum(len(part) for part in self.parts)

    def __iter__(self) -> Iterator[TestCase]:
        for part in self.parts:
            yield from part

    def __contains__(self, item: object) -> bool:
        return any(test == item for test in self)


def sized(tests: Iterable[TestCase]) -> Collection[TestCase]:
    """`tests` if it can say its length and be read again, else a list of them."""
    if isinstance(tests, Collection) and iter(tests) is not tests:
        return tests
    return list(tests)


class Window:
    """The tests of `source`, read once in order, the last KEEP held. Asking for one before them
    (which judging never does) reads the source again from the start."""

    def __init__(self, source: Iterable[TestCase], keep: int = KEEP) -> None:
        self.source = sized(source)
        self.count = len(self.source)
        self.keep = keep
        self._held: deque[TestCase] = deque()
        self._base = 0  # the index of _held[0]
        self._reader: Iterator[TestCase] | None = None

    def __len__(self) -> int:
        return self.count

    def __getitem__(self, index: int) -> TestCase:
        at = index - self._base
        if 0 <= at < len(self._held) and index < self.count:  # held already: judging asks twice
            return self._held[at]
        if not 0 <= index < self.count:
            raise IndexError(f"test {index} of {self.count}")
        if self._reader is None or index < self._base:
            self.close()
            self._reader, self._base = iter(self.source), 0
        while self._base + len(self._held) <= index:
            test = next(self._reader, None)
            if test is None:
                raise ProblemFaultError(
                    f"the tests ended after {self._base + len(self._held)} of {self.count}"
                )
            self._held.append(test)
            if len(self._held) > self.keep:
                self._held.popleft()
                self._base += 1
        return self._held[index - self._base]

    def args(self, start: int = 0) -> Args:
        """The arguments of the tests from `start` on, as the runner takes them."""
        return Args(self, start)

    def close(self) -> None:
        """Let go of the tests held and of the file being read."""
        close = getattr(self._reader, "close", None)
        if close is not None:
            close()
        self._reader = None
        self._held.clear()


class Args(Sequence[dict[str, Any]]):
    """The arguments of a Window's tests from `start` on: a Sequence read lazily, in order."""

    def __init__(self, window: Window, start: int) -> None:
        self.window, self.start = window, start

    def __len__(self) -> int:
        return max(0, len(self.window) - self.start)

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, index: slice) -> Args: ...

    def __getitem__(self, index: int | slice) -> dict[str, Any] | Args:
        if isinstance(index, slice):  # the rest from a point: all the runner asks for
            if index.step not in (None, 1) or index.stop is not None or (index.start or 0) < 0:
                raise ValueError("an Args is sliced only as args[start:]")
            return Args(self.window, self.start + (index.start or 0))
        if not 0 <= index < self.window.count - self.start:
            raise IndexError(index)
        return self.window[self.start + index].args


@dataclass(frozen=True)
class Picked(Collection[TestCase]):
    """The tests of `source` at the positions `chosen` (ascending), read afresh on every pass."""

    source: Collection[TestCase]
    chosen: tuple[int, ...]

    def __len__(self) -> int:
        return len(self.chosen)

    def __iter__(self) -> Iterator[TestCase]:
        wanted = iter(self.chosen)
        target = next(wanted, None)
        for index, test in enumerate(self.source):
            if target is None:
                return
            if index == target:
                yield test
                target = next(wanted, None)

    def __contains__(self, item: object) -> bool:
        return any(test == item for test in self)
