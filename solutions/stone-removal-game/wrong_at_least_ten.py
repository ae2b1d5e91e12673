# Wrong: "Alice wins if she can make her first move". Bob may still have his 9 (n = 19: Alice takes
# 10, Bob takes 9, Alice needs 8 of 0 and loses).
class Solution:
    def canAliceWin(self, n: int) -> bool:
        return n >= 10
