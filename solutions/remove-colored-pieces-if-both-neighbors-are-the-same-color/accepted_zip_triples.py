"""Count the middles of "AAA" and "BBB" windows with zip over three shifted copies."""


class Solution:
    def winnerOfGame(self, s):
        a = b = 0
        for x, y, z in zip(s, s[1:], s[2:]):
            if x == y == z:
                if y == "A":
                    a += 1
                else:
                    b += 1
        return a > b
