# The rule behind the table: leave the other player a multiple of three. With a multiple of three
# in front of you, nothing works; take one and wait for a mistake.
class Strategy:
    def __init__(self, n: int):
        pass

    def move(self, coins: int, last: Optional[int]) -> int:
        return coins % 3 or 1
