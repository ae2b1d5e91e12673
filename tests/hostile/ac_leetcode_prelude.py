# Uses List, cache, inf and deque with no imports at all, as LeetCode's prelude allows.
class Solution:
    def sumList(self, nums: List[int]) -> int:
        queue = deque(nums)

        @cache
        def smallest() -> float:
            return min(nums, default=inf)

        assert smallest() < inf
        total = 0
        while queue:
            total += queue.popleft()
        return total
