"""Counting sort over the values 1..10^4, walking from the top: skip one pile (Alice's), take the
next (ours), until n // 3 piles are ours. O(n + max value)."""


class Solution:
    def maxCoins(self, piles: List[int]) -> int:
        count = [0] * 10001
        for p in piles:
            count[p] += 1
        rounds = len(piles) // 3
        total, mine, alice_next = 0, 0, True
        for value in range(10000, 0, -1):
            for _ in range(count[value]):
                if mine == rounds:
                    return total
                if not alice_next:
                    total += value
                    mine += 1
                alice_next = not alice_next
        return total
