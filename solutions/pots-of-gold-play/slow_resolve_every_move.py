# The interval table rebuilt inside move() for the pots still in the row: each answer is right, but
# a move costs O(k^2) for k pots left instead of a look-up, so one game on 1,000 pots does about
# n^3 / 3 steps, and a test plays many games.
class Strategy:
    def __init__(self, pots: List[int]):
        self.pots = pots

    def move(self, left: int, right: int, last: Optional[str]) -> str:
        if left == right:
            return "L"
        row = self.pots[left:right + 1]
        k = len(row)
        # lead[i][j]: how far the player to move finishes ahead on row[i..j]
        lead = [[0] * k for _ in range(k)]
        for i in range(k - 1, -1, -1):
            lead[i][i] = row[i]
            for j in range(i + 1, k):
                lead[i][j] = max(row[i] - lead[i + 1][j], row[j] - lead[i][j - 1])
        return "L" if row[0] - lead[1][k - 1] >= row[k - 1] - lead[0][k - 2] else "R"
