# Wrong: the colon principle without the + 1 for the edge above each child, so every value is 0
# and Alice always loses.
class Solution:
    def findGameWinner(self, n: int) -> bool:
        values = [0, 0]
        for k in range(2, n + 1):
            values.append(values[k - 2] ^ values[k - 1])
        return values[n] != 0
