# O(1): the player to move wins exactly when the number is even. From an even number, take x = 1 and
# hand over an odd number. From an odd number every divisor is odd, so the other player always gets an
# even number (and 1, where no move is left, is odd). So the parity of n decides.
class Solution:
    def divisorGame(self, n: int) -> bool:
        return n % 2 == 0
