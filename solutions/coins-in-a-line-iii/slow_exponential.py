# Correct but exponential: the lead the mover can reach on values[i..j], searched with no memo.
# Two branches per coin: about 2^n calls.
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        def lead(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(values[i] - lead(i + 1, j), values[j] - lead(i, j - 1))

        return lead(0, len(values) - 1) > 0
