# The value problem's interval table, built once: lead[i][j] is how far the player to move finishes
# ahead on pots[i..j]. A move is a look-up: take the end whose pot minus the other player's best lead
# on what remains is larger. The table covers every row the game can leave, so a mistake by the
# other player changes nothing: the next call looks up the row it made. O(n^2) once, O(1) a move.
class Strategy:
    def __init__(self, pots: List[int]):
        n = len(pots)
        self.pots = pots
        self.lead = lead = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            row, below = lead[i], lead[i + 1]
            row[i] = pots[i]
            for j in range(i + 1, n):
                left, right = pots[i] - below[j], pots[j] - row[j - 1]
                row[j] = left if left > right else right

    def move(self, left: int, right: int, last: Optional[str]) -> str:
        if left == right:
            return "L"
        pots, lead = self.pots, self.lead
        if pots[left] - lead[left + 1][right] >= pots[right] - lead[left][right - 1]:
            return "L"
        return "R"
