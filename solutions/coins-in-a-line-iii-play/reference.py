# The value problem's interval table: lead[i][j] is how far the player to move can finish ahead on
# values[i..j]. Taking the end with the larger pot-minus-lead maximises your final margin, so it wins
# whenever anything wins and ties whenever a tie is the best left; the scores so far do not change
# which end that is. O(n^2) once, O(1) a move.
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
        return "L" if values[left] - lead[left + 1][right] >= values[right] - lead[left][right - 1] else "R"
