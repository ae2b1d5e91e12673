"""Bouton's theorem in one line: the first player wins exactly when the nim-sum is not zero."""


class Solution:
    def nimGame(self, piles: List[int]) -> bool:
        return reduce(xor, piles) != 0
