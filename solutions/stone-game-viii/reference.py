# Every move scores a prefix sum: after the merges, the leftmost stone always holds the sum of the
# original stones up to where the last move ended. A move that ends at index i (i >= 1) scores
# prefix[i] and hands the other player the game with the end strictly after i. So, from the right:
# lead = best over i of prefix[i] - (what the other can then get), kept as a running maximum. O(n).
class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        prefix = []
        total = 0
        for stone in stones:
            total += stone
            prefix.append(total)
        n = len(stones)
        lead = prefix[n - 1]  # ending at the last stone leaves nothing to the other player
        for i in range(n - 2, 0, -1):
            lead = max(lead, prefix[i] - lead)
        return lead
