# Any end that still wins will do: with the scores so far, check whether taking the left coin keeps
# your final total strictly above theirs (or level, when level is the best left); if not, the right.
class Strategy:
    def __init__(self, values: List[int]):
        n = len(values)
        self.values = values
        self.lead = lead = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            lead[i][i] = values[i]
            for j in range(i + 1, n):
                lead[i][j] = max(values[i] - lead[i + 1][j], values[j] - lead[i][j - 1])

    def move(self, left: int, right: int, mine: int, theirs: int, last: Optional[str]) -> str:
        if left == right:
            return "L"
        values, lead = self.values, self.lead
        ahead = mine - theirs
        sign = lambda x: (x > 0) - (x < 0)
        take_left = sign(ahead + values[left] - lead[left + 1][right])
        take_right = sign(ahead + values[right] - lead[left][right - 1])
        return "L" if take_left >= take_right else "R"
