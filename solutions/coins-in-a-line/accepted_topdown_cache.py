# Top-down with @cache, as often pasted on LeetCode: recursion about n deep (10^5 at the maximum),
# which the judge's large stack and recursion limit must carry. Must get AC.
class Solution:
    def first_will_win(self, n: int) -> bool:
        @cache
        def wins(coins: int) -> bool:
            if coins == 0:
                return False
            return not wins(coins - 1) or (coins >= 2 and not wins(coins - 2))

        return wins(n)
