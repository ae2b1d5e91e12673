"""The hypothesis strategy for Stone Game VI's stress search: two lists of one length.

The default strategy draws each parameter on its own, so its lists would differ in length. Values
come from a narrow range half of the time, where equal sums and draws are common.
"""

from __future__ import annotations

from hypothesis import strategies as st

MAX_VALUE = 100


def strategy(max_size: int) -> st.SearchStrategy:
    @st.composite
    def pair(draw: st.DrawFn) -> dict:
        length = draw(st.integers(1, max(1, max_size)))
        top = draw(st.sampled_from((3, MAX_VALUE)))
        values = st.lists(st.integers(1, top), min_size=length, max_size=length)
        return {"aliceValues": draw(values), "bobValues": draw(values)}

    return pair()
