"""Digit sums and '?' counts per half: Bob can force a tie exactly when the sum gap is 9/2 per extra '?'."""


class Solution:
    def sumGame(self, num):
        n = len(num)
        left, right = num[: n // 2], num[n // 2 :]
        gap = sum(int(c) for c in left if c.isdigit()) - sum(int(c) for c in right if c.isdigit())
        extra = right.count("?") - left.count("?")
        if (left.count("?") + right.count("?")) % 2:
            return True
        return 2 * gap != 9 * extra
