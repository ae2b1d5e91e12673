# Wrong: each player takes the stone worth the most to themself, ignoring what it is worth to the other.
class Solution:
    def stoneGameVI(self, aliceValues: list[int], bobValues: list[int]) -> int:
        n = len(aliceValues)
        left = set(range(n))
        alice = bob = 0
        for turn in range(n):
            if turn % 2 == 0:
                i = max(left, key=lambda j: (aliceValues[j], -j))
                alice += aliceValues[i]
            else:
                i = max(left, key=lambda j: (bobValues[j], -j))
                bob += bobValues[i]
            left.remove(i)
        return (alice > bob) - (alice < bob)
