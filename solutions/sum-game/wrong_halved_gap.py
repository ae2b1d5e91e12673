# Wrong: treats every "?" as worth 4.5 to whoever balances it and halves the "?" difference with
# integer division, so it never asks who fills the last "?". With an odd count Alice writes last and
# can always spoil the balance, but "4?" (gap 4, 9 // 2 == 4) reads as a tie Bob can force.
class Solution:
    def sumGame(self, num: str) -> bool:
        half = len(num) // 2
        left, right = num[:half], num[half:]
        gap = sum(int(c) for c in left if c != "?") - sum(int(c) for c in right if c != "?")
        extra = right.count("?") - left.count("?")
        return gap != extra * 9 // 2
