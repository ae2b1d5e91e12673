# Exhaustive search straight from the rules, no memo and no prefix sums: Alice tries every cut of the
# current row; the heavier part is thrown away (on equal sums she tries keeping either part), she scores
# the lighter part's sum and goes on with it.
class Solution:
    def stoneGameV(self, stoneValue: list[int]) -> int:
        return self.score(tuple(stoneValue))

    def score(self, row: tuple[int, ...]) -> int:
        if len(row) == 1:
            return 0
        best = 0
        for cut in range(1, len(row)):
            first, second = row[:cut], row[cut:]
            keep = []
            if sum(first) <= sum(second):
                keep.append(first)
            if sum(second) <= sum(first):
                keep.append(second)
            for part in keep:
                best = max(best, sum(part) + self.score(part))
        return best
