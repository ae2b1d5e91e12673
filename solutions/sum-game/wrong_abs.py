# Wrong: compares sizes without signs, |2 * gap| == 9 * |ql - qr|. The extra '?' must sit in the half
# whose known sum is smaller; on "0009??" the right half is ahead by 9 and also holds the two '?',
# so Alice wins, but the absolute values hide that.
class Solution:
    def sumGame(self, num: str) -> bool:
        half = len(num) // 2
        left, right = num[:half], num[half:]
        gap = sum(int(c) for c in left if c != "?") - sum(int(c) for c in right if c != "?")
        extra = right.count("?") - left.count("?")
        if (left.count("?") + right.count("?")) % 2:
            return True
        return abs(2 * gap) != 9 * abs(extra)
