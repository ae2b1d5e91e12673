# Correct but exponential: "can the mover win?" by plain recursion over every divisor, with no memo.
# The same numbers are solved again and again; near n = 100 it already takes about a minute.
class Solution:
    def divisorGame(self, n: int) -> bool:
        def can_win(number: int) -> bool:
            for x in range(1, number):
                if number % x == 0 and not can_win(number - x):
                    return True
            return False

        return can_win(n)
