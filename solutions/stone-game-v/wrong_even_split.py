# Wrong: greedy, each round Alice makes the most even cut (the leftmost one among equally even cuts)
# and keeps the lighter part (the left one on equal sums).
class Solution:
    def stoneGameV(self, stoneValue: list[int]) -> int:
        row = list(stoneValue)
        total_score = 0
        while len(row) > 1:
            total = sum(row)
            running, cut, gap = 0, 1, None
            for k in range(1, len(row)):
                running += row[k - 1]
                if gap is None or abs(total - 2 * running) < gap:
                    cut, gap = k, abs(total - 2 * running)
            first, second = row[:cut], row[cut:]
            row = first if sum(first) <= sum(second) else second
            total_score += sum(row)
        return total_score
