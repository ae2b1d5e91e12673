# Correct but O(n^2): plays each round on a plain list, finding and removing the largest, the next
# largest and the smallest pile by linear scans. Fine for small n, far too slow at 10^5 piles.
class Solution:
    def maxCoins(self, piles: list[int]) -> int:
        left = list(piles)
        total = 0
        while left:
            left.remove(max(left))
            second = max(left)
            left.remove(second)
            total += second
            left.remove(min(left))
        return total
