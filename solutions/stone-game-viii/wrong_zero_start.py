# Wrong: the running value starts at 0 instead of the total, as if the player could take the whole row
# for nothing (or pass) at the end.
class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        prefix = list(accumulate(stones))
        lead = 0
        for i in range(len(stones) - 1, 0, -1):
            lead = max(lead, prefix[i] - lead)
        return lead
