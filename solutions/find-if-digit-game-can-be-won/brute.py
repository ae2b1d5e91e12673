# Tries both of Alice's choices from the rules, telling the groups apart by the digits of each number
# as written (no "< 10" comparison): she wins if some choice gives her a strictly larger sum than the
# numbers left to Bob.
class Solution:
    def canAliceWin(self, nums: list[int]) -> bool:
        for digits in (1, 2):
            alice = sum(v for v in nums if len(str(v)) == digits)
            bob = sum(v for v in nums if len(str(v)) != digits)
            if alice > bob:
                return True
        return False
