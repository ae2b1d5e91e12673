"""Plays the rounds on a deque of sorted piles: each round Alice pops the largest, we pop the next,
Bob pops the smallest from the other end."""


class Solution:
    def maxCoins(self, piles: List[int]) -> int:
        q = deque(sorted(piles))
        total = 0
        while q:
            q.pop()
            total += q.pop()
            q.popleft()
        return total
