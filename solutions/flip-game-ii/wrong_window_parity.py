# Wrong: "the first player wins iff the number of '++' windows is odd", as if every move removed
# exactly one window. A flip removes up to three: on "+++" flipping the first two leaves "--+" and
# wins, though there are two windows.
class Solution:
    def canWin(self, currentState: str) -> bool:
        windows = sum(1 for i in range(len(currentState) - 1) if currentState[i:i + 2] == "++")
        return windows % 2 == 1
