# Wrong: the running maximum goes down to index 0, as if the first move could take a single stone.
class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        prefix = list(accumulate(stones))
        lead = prefix[-1]
        for i in range(len(stones) - 2, -1, -1):
            lead = max(lead, prefix[i] - lead)
        return lead
