# Greedy on the sorted piles. With 3k piles, Bob can be handed the k smallest (one per round) and we
# can never do better than the second largest of each round's three. Sorted ascending, the best rounds
# pair the two largest left with the smallest left: we get every second pile of the top 2k, starting
# at the bottom of them. O(n log n).
class Solution:
    def maxCoins(self, piles: list[int]) -> int:
        ordered = sorted(piles)
        return sum(ordered[len(ordered) // 3::2])
