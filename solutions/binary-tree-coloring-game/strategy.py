"""Random inputs for `judge stress` and verify's random comparison: n odd, a tree grown slot by
slot (generator.level_order), values 1..n in any order and any x, all drawn through hypothesis so
that a failing input shrinks to a small tree."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from hypothesis import strategies as st


def _load_generator():
    """generator.py beside this file (by path: the problem's files are not a package)."""
    spec = importlib.util.spec_from_file_location("binary_tree_coloring_generator",
                                                  Path(__file__).with_name("generator.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_generator = _load_generator()


def strategy(max_size: int) -> st.SearchStrategy:
    top = max(0, (min(max_size, _generator.MAX_NODES) - 1) // 2)

    @st.composite
    def inputs(draw) -> dict:
        n = 2 * draw(st.integers(0, top)) + 1
        slots = [draw(st.integers(0, i)) for i in range(1, n)]
        values = draw(st.permutations(list(range(1, n + 1))))
        return {"root": _generator.level_order(n, slots, list(values)), "n": n,
                "x": draw(st.integers(1, n))}

    return inputs()
