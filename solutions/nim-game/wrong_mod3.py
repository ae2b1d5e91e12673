# Wrong: the rule of the take-1-or-2 coin game (lose on multiples of 3) carried over to a game where a
# turn takes up to 3 stones. It says n = 3 loses, but taking all three wins.
class Solution:
    def canWinNim(self, n: int) -> bool:
        return n % 3 != 0
