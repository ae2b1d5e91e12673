# Plain search on every call: try both ends and every line after them (no table). Exponential: for
# the small starting rows only.
class Strategy:
    def __init__(self, pots: List[int]):
        self.pots = pots

    def best(self, i: int, j: int) -> int:
        if i > j:
            return 0
        return max(self.pots[i] - self.best(i + 1, j), self.pots[j] - self.best(i, j - 1))

    def move(self, left: int, right: int, last: Optional[str]) -> str:
        take_left = self.pots[left] - self.best(left + 1, right)
        take_right = self.pots[right] - self.best(left, right - 1)
        return "L" if take_left >= take_right else "R"
