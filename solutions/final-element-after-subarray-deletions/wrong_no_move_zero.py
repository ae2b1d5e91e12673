# Wrong: tries Alice's two finishing moves (delete all but one end) but forgets that with a single
# element there is no move at all: the loop skips both empty deletions and [7] returns 0, not 7.
class Solution:
    def finalElement(self, nums: List[int]) -> int:
        n = len(nums)
        best = 0
        for start, end in ((1, n), (0, n - 1)):  # the deleted block nums[start:end]
            if end > start:
                rest = nums[:start] + nums[end:]
                best = max(best, rest[0])
        return best
