# Wrong: a one-step look-ahead for both players: take the second coin too only when it is worth at
# least as much as the coin after it (which the other player could otherwise grab).
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        totals = [0, 0]
        i, mover = 0, 0
        n = len(values)
        while i < n:
            if i + 1 < n and (i + 2 >= n or values[i + 1] >= values[i + 2]):
                take = 2
            else:
                take = 1
            totals[mover] += sum(values[i:i + take])
            i += take
            mover = 1 - mover
        return totals[0] > totals[1]
