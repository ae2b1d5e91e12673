# Plain search on every call: every line from here, nothing remembered. For small rows only.
class Strategy:
    def __init__(self, values: List[int]):
        self.values = values

    def best(self, i: int, j: int) -> int:
        if i > j:
            return 0
        return max(self.values[i] - self.best(i + 1, j), self.values[j] - self.best(i, j - 1))

    def move(self, left: int, right: int, mine: int, theirs: int, last: Optional[str]) -> str:
        ahead = mine - theirs
        sign = lambda x: (x > 0) - (x < 0)
        take_left = sign(ahead + self.values[left] - self.best(left + 1, right))
        take_right = sign(ahead + self.values[right] - self.best(left, right - 1))
        return "L" if take_left >= take_right else "R"
