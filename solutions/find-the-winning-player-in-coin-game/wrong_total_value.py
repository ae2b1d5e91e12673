# Wrong: counts the turns as the total value over 115, ignoring which coins make it up. At x = 2,
# y = 1 (160 in all) it says Alice, but nobody can take four 10s: Bob wins.
class Solution:
    def losingPlayer(self, x: int, y: int) -> str:
        return "Alice" if (75 * x + 10 * y) // 115 % 2 == 1 else "Bob"
