# Correct but exponential: "can the mover win?" by recursion over every square with no memo. Piles in
# the thousands never finish.
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        def can_win(stones: int) -> bool:
            k = 1
            while k * k <= stones:
                if not can_win(stones - k * k):
                    return True
                k += 1
            return False

        return can_win(n)
