# The table strategy, except that it "cashes in" when the other player has just taken the smaller
# end of a pair that differs (a mistake, it reasons): then it simply grabs the bigger end. Against
# best play that never happens, since taking the smaller end is only best when the table says so
# and the table then agrees; after a real mistake grabbing can give coins back.
class Strategy:
    def __init__(self, pots: List[int]):
        n = len(pots)
        self.pots = pots
        self.lead = lead = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            lead[i][i] = pots[i]
            for j in range(i + 1, n):
                lead[i][j] = max(pots[i] - lead[i + 1][j], pots[j] - lead[i][j - 1])

    def best(self, left: int, right: int) -> str:
        if left == right:
            return "L"
        pots, lead = self.pots, self.lead
        if pots[left] - lead[left + 1][right] >= pots[right] - lead[left][right - 1]:
            return "L"
        return "R"

    def move(self, left: int, right: int, last: Optional[str]) -> str:
        if last is not None:
            i, j = (left - 1, right) if last == "L" else (left, right + 1)  # the row they faced
            if self.best(i, j) != last:  # they did not take a best end
                return "L" if self.pots[left] >= self.pots[right] else "R"
        return self.best(left, right)
