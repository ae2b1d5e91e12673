# "Answer three minus the other player's move": the mirror that keeps a multiple of three. It is
# right while the other player moves from multiples of three, which is all best play ever gives
# them. But when you start on a multiple of three and they answer badly (leaving you a count that
# is not one), the mirror keeps copying and hands the win back instead of taking it.
class Strategy:
    def __init__(self, n: int):
        self.n = n

    def move(self, coins: int, last: Optional[int]) -> int:
        if last is None:
            return coins % 3 or 1
        return min(3 - last, coins)
