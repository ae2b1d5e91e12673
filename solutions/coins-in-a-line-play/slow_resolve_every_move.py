# The memoised recursion written inside move(): each call makes a fresh @cache and asks whether the
# coins left are a win, so the table is built again, one recursive call per count, on every move.
# Right on every move, but O(coins) calls each time instead of once: a test from 5,000 coins asks
# for thousands of moves, millions of calls in all.
class Strategy:
    def __init__(self, n: int):
        pass

    def move(self, coins: int, last: Optional[int]) -> int:
        @cache
        def wins(k: int) -> bool:
            if k == 0:
                return False
            return not wins(k - 1) or (k >= 2 and not wins(k - 2))

        if coins >= 2 and not wins(coins - 2):
            return 2
        return 1
