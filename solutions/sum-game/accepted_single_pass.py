"""One pass in doubled units (a '?' counts 4.5): Bob wins only with an even number of '?' and a balance of 0."""


class Solution:
    def sumGame(self, num: str) -> bool:
        half = len(num) // 2
        balance = marks = 0
        for i, ch in enumerate(num):
            sign = 1 if i < half else -1
            if ch == "?":
                marks += 1
                balance += 9 * sign
            else:
                balance += 2 * int(ch) * sign
        return marks % 2 == 1 or balance != 0
