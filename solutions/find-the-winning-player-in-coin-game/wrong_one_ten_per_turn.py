# Wrong: thinks a turn takes one 75 and one 10, so the game lasts min(x, y) turns. At x = 1, y = 1
# it says Alice, but 75 + 10 is not 115: Alice has no move and Bob wins.
class Solution:
    def losingPlayer(self, x: int, y: int) -> str:
        return "Alice" if min(x, y) % 2 == 1 else "Bob"
