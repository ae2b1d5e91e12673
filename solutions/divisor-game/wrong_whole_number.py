# Wrong: lets a player pick x = n itself (the rule says x < n), so the number can drop to 0. Then
# n = 1 looks like a win (take 1, the other player is stuck at 0), but 1 has no legal move at all.
class Solution:
    def divisorGame(self, n: int) -> bool:
        win = [False] * (n + 1)
        for number in range(1, n + 1):
            win[number] = any(number % x == 0 and not win[number - x]
                              for x in range(1, number + 1))
        return win[n]
