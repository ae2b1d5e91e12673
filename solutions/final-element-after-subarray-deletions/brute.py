# Exhaustive game search from the rules, memoised on (row, whose turn): the mover deletes any
# contiguous block that is shorter than the row, the rest closes up, and play stops at one element.
# Alice maximises the last element, Bob minimises it. No argument about the ends; exponential in the
# length, for small rows only.
from functools import cache


@cache
def final(row: tuple, alice: bool) -> int:
    n = len(row)
    if n == 1:
        return row[0]
    outcomes = [final(row[:i] + row[j:], not alice)
                for i in range(n) for j in range(i + 1, n + 1) if j - i < n]
    return max(outcomes) if alice else min(outcomes)


class Solution:
    def finalElement(self, nums: List[int]) -> int:
        return final(tuple(nums), True)
