"""Sorted largest first: Alice takes index 0, we take index 1, and so on two at a time for n // 3
rounds; Bob's piles are the tail."""


class Solution:
    def maxCoins(self, piles: List[int]) -> int:
        piles.sort(reverse=True)
        return sum(piles[1:2 * (len(piles) // 3):2])
