# Correct but O(n * m): tries every pair and counts those with an odd sum. Up to 10^10 pairs.
class Solution:
    def flowerGame(self, n: int, m: int) -> int:
        count = 0
        for x in range(1, n + 1):
            for y in range(1, m + 1):
                if (x + y) % 2 == 1:
                    count += 1
        return count
