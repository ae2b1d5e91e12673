# Correct but far too slow at scale: the game search over (open '?' left, open '?' right, gap) with
# a memo. Right answers, but the states grow like q^2 times the range of the gap, and a string with
# thousands of '?' never finishes.
class Solution:
    def sumGame(self, num: str) -> bool:
        half = len(num) // 2
        ql = num[:half].count("?")
        qr = num[half:].count("?")
        gap = sum(int(c) for c in num[:half] if c != "?") - sum(int(c) for c in num[half:] if c != "?")

        @cache
        def alice_wins(a: int, b: int, d: int) -> bool:
            if a == 0 and b == 0:
                return d != 0
            alice = (ql + qr - a - b) % 2 == 0
            options = [alice_wins(a - 1, b, d + x) for x in range(10) if a] + \
                      [alice_wins(a, b - 1, d - x) for x in range(10) if b]
            return any(options) if alice else all(options)

        return alice_wins(ql, qr, gap)
