# Top-down with @cache, the style most often posted on LeetCode: recursion about n deep (10^5 at the
# maximum) and the slowest accepted approach we know (about 0.9 s at n = 10^5 here). Must get AC.
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        @cache
        def dfs(i: int) -> bool:
            if i == 0:
                return False
            j = 1
            while j * j <= i:
                if not dfs(i - j * j):
                    return True
                j += 1
            return False

        return dfs(n)
