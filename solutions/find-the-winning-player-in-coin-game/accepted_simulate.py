"""Plays the forced game out: while a 75 and four 10s are left, the turn takes them and passes."""


class Solution:
    def losingPlayer(self, x: int, y: int) -> str:
        alice = True
        while x >= 1 and y >= 4:
            x -= 1
            y -= 4
            alice = not alice
        return "Bob" if alice else "Alice"
