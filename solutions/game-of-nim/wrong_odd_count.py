# Wrong: "each turn empties a pile, so an odd number of piles wins". With [1, 2] Alice takes one stone
# from the 2 and mirrors Bob from then on.
class Solution:
    def nimGame(self, piles: List[int]) -> bool:
        return len(piles) % 2 == 1
