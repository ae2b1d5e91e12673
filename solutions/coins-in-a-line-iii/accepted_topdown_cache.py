# Top-down interval memo with @cache and no cache_clear(): each n = 1000 case leaves ~80 MB of memo
# behind in a reference cycle, which the judge must collect between cases. Must get AC.
class Solution:
    def firstWillWin(self, values: List[int]) -> bool:
        @cache
        def lead(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(values[i] - lead(i + 1, j), values[j] - lead(i, j - 1))

        return lead(0, len(values) - 1) > 0
