# Correct but exponential: the plain backtracking search with no memo, so the same position is
# searched again for every order of moves that reaches it. Losing positions with two long runs
# (every reply must be refuted) take seconds.
class Solution:
    def canWin(self, currentState: str) -> bool:
        s = currentState
        for i in range(len(s) - 1):
            if s[i] == "+" and s[i + 1] == "+" and not self.canWin(s[:i] + "--" + s[i + 2:]):
                return True
        return False
