"""The colon principle bottom-up: the Sprague-Grundy value of every order(k) up to n, each from the
two before it (each child's value plus one for the edge above it, XORed)."""


class Solution:
    def findGameWinner(self, n: int) -> bool:
        values = [0, 0]  # order(0) is empty and order(1) is a bare root: both worth 0
        for k in range(2, n + 1):
            left = values[k - 2] + 1 if k - 2 >= 1 else 0  # order(0) is no child at all
            values.append(left ^ (values[k - 1] + 1))
        return values[n] != 0
