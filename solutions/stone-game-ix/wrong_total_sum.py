# Wrong: "Alice wins iff the total is not a multiple of 3", as if only the final sum mattered. The
# game is lost at the first prefix divisible by 3 and running out of stones is Bob's: [1] is Bob's.
class Solution:
    def stoneGameIX(self, stones: List[int]) -> bool:
        return sum(stones) % 3 != 0
