# Wrong: misreads the rule as "every move removes 10 stones" (forgets the one-fewer rule), so turns
# alternate every 10 stones: n = 19 still wins for Alice here, and n = 27 loses.
class Solution:
    def canAliceWin(self, n: int) -> bool:
        return (n // 10) % 2 == 1
