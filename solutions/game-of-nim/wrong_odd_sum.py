# Wrong: "an odd number of stones in all means the first player takes the last one", as if each turn
# removed a single stone. With [2] Alice simply takes both.
class Solution:
    def nimGame(self, piles: List[int]) -> bool:
        return sum(piles) % 2 == 1
