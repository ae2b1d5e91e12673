# O(n) counting. Let d = (left digit sum) - (right digit sum) and let ql, qr be the '?' counts of the
# halves. With an odd number of '?', Alice fills the last one and can always make the sums differ.
# With an even number, Bob copies Alice: each time she puts x in one half he answers in the other
# half with x (on the same side as the unbalanced count he answers 9 - x), so a '?' pair across the
# halves cancels and two '?' in the same half add exactly 9. The game is Bob's iff those moves can
# close the gap exactly: 2 * d == 9 * (qr - ql). That equation also fails whenever ql + qr is odd.
class Solution:
    def sumGame(self, num: str) -> bool:
        half = len(num) // 2
        gap = 0
        unknown = 0  # right '?' minus left '?'
        for i, ch in enumerate(num):
            side = 1 if i < half else -1
            if ch == "?":
                unknown -= side
            else:
                gap += side * (ord(ch) - 48)
        return 2 * gap != 9 * unknown
