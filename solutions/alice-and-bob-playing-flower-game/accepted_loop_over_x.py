"""One loop over x: for each x, the ys of the other parity (m // 2 evens, (m + 1) // 2 odds). O(n)."""


class Solution:
    def flowerGame(self, n: int, m: int) -> int:
        ans = 0
        for x in range(1, n + 1):
            ans += m // 2 if x % 2 else (m + 1) // 2
        return ans
