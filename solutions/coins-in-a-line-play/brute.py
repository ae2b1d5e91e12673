# Plain search on every call: a count is won if some move leaves a lost count (no table kept
# between calls). Exponential: for the small starts only.
class Strategy:
    def __init__(self, n: int):
        pass

    def wins(self, coins: int) -> bool:
        return any(not self.wins(coins - take) for take in (1, 2) if take <= coins)

    def move(self, coins: int, last: Optional[int]) -> int:
        for take in (1, 2):
            if take <= coins and not self.wins(coins - take):
                return take
        return 1
