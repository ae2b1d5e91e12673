# Correct but exponential: the lead the mover can reach from position i, searched with no memo.
# The call tree grows like the Fibonacci numbers.
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        n = len(values)

        def lead(i: int) -> int:
            if i >= n:
                return 0
            best = values[i] - lead(i + 1)
            if i + 1 < n:
                best = max(best, values[i] + values[i + 1] - lead(i + 2))
            return best

        return lead(0) > 0
