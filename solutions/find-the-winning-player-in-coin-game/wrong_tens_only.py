# Wrong: counts the turns from the 10s alone (y // 4), forgetting the 75s can run out first. Right on
# both official examples; at x = 1, y = 8 it says Bob (one turn is all there is: Alice wins).
class Solution:
    def losingPlayer(self, x: int, y: int) -> str:
        return "Alice" if (y // 4) % 2 == 1 else "Bob"
