# Wrong: round(n * m / 2). Python rounds halves to even, so it is right whenever n * m is even or
# n * m = 1 (mod 4), and right on both examples; at n = 1, m = 3 it gives round(1.5) = 2 (answer 1).
class Solution:
    def flowerGame(self, n: int, m: int) -> int:
        return round(n * m / 2)
