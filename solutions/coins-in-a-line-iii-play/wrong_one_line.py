# Works out one line of best play at the start (each player taking the left coin whenever it does
# as well for them as the right one: a win, else a tie) and replays its letters turn by turn,
# whatever the other player does.
class Strategy:
    def __init__(self, values: List[int]):
        n = len(values)
        lead = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            lead[i][i] = values[i]
            for j in range(i + 1, n):
                lead[i][j] = max(values[i] - lead[i + 1][j], values[j] - lead[i][j - 1])
        sign = lambda x: (x > 0) - (x < 0)
        self.line, self.n = [], n
        i, j, ahead = 0, n - 1, 0  # the mover's lead so far
        while i <= j:
            inner_left = lead[i + 1][j] if i < j else 0
            inner_right = lead[i][j - 1] if i < j else 0
            if sign(ahead + values[i] - inner_left) >= sign(ahead + values[j] - inner_right):
                self.line.append("L")
                ahead, i = -(ahead + values[i]), i + 1
            else:
                self.line.append("R")
                ahead, j = -(ahead + values[j]), j - 1

    def move(self, left: int, right: int, mine: int, theirs: int, last: Optional[str]) -> str:
        return self.line[self.n - (right - left + 1)]
