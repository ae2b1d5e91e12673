# The interval table built inside move(), for the coins still in the line: right on every move, but
# O(k^2) for k coins left each time instead of once, so a game on 1,000 coins does about n^3 / 3
# steps, and a test plays many games.
class Strategy:
    def __init__(self, values: List[int]):
        self.values = values

    def move(self, left: int, right: int, mine: int, theirs: int, last: Optional[str]) -> str:
        if left == right:
            return "L"
        row = self.values[left:right + 1]
        k = len(row)
        # lead[i][j]: how far the mover ends ahead on row[i..j]
        lead = [[0] * k for _ in range(k)]
        for i in range(k - 1, -1, -1):
            lead[i][i] = row[i]
            for j in range(i + 1, k):
                lead[i][j] = max(row[i] - lead[i + 1][j], row[j] - lead[i][j - 1])
        return "L" if row[0] - lead[1][k - 1] >= row[k - 1] - lead[0][k - 2] else "R"
