# Top-down: the lead on pots[i..j] memoised as the game asks for it, so a row is only ever worked
# out when some game reaches it.
class Strategy:
    def __init__(self, pots: List[int]):
        self.pots = pots

        @cache
        def lead(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(pots[i] - lead(i + 1, j), pots[j] - lead(i, j - 1))

        self.lead = lead

    def move(self, left: int, right: int, last: Optional[str]) -> str:
        take_left = self.pots[left] - self.lead(left + 1, right)
        take_right = self.pots[right] - self.lead(left, right - 1)
        return "L" if take_left >= take_right else "R"
