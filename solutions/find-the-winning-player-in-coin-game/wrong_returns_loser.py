# Wrong: trusts the method's name and returns the player who loses. Fails both official examples
# (and every test).
class Solution:
    def losingPlayer(self, x: int, y: int) -> str:
        return "Bob" if min(x, y // 4) % 2 == 1 else "Alice"
