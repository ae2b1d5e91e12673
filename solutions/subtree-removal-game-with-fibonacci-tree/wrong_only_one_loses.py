# Wrong: "Alice loses only on the bare root". Right on all three examples; n = 7 is also a loss.
class Solution:
    def findGameWinner(self, n: int) -> bool:
        return n != 1
