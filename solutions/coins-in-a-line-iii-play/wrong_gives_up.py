# The interval table, plus a shortcut: once the game is lost for it (its total so far plus its best
# lead on the rest is below zero) it stops thinking and takes the left coin from then on. Against best play a lost game stays lost, so nothing shows; after the other player's mistake
# turns the game around, it keeps taking the left coin and gives the win back.
class Strategy:
    def __init__(self, values: List[int]):
        n = len(values)
        self.values = values
        self.lead = lead = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            lead[i][i] = values[i]
            for j in range(i + 1, n):
                lead[i][j] = max(values[i] - lead[i + 1][j], values[j] - lead[i][j - 1])
        self.given_up = False

    def move(self, left: int, right: int, mine: int, theirs: int, last: Optional[str]) -> str:
        if self.given_up or left == right:
            return "L"
        values, lead = self.values, self.lead
        if mine - theirs + lead[left][right] < 0:
            self.given_up = True
            return "L"
        return "L" if values[left] - lead[left + 1][right] >= values[right] - lead[left][right - 1] else "R"
