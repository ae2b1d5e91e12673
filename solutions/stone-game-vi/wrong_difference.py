# Wrong: the stones are ranked by aliceValues[i] - bobValues[i] (Alice's edge on a stone) instead of the
# sum; Alice takes from the top of that order and Bob from the bottom.
class Solution:
    def stoneGameVI(self, aliceValues: list[int], bobValues: list[int]) -> int:
        order = sorted(range(len(aliceValues)), key=lambda i: aliceValues[i] - bobValues[i])
        alice = bob = 0
        lo, hi = 0, len(order) - 1
        for turn in range(len(order)):
            if turn % 2 == 0:
                alice += aliceValues[order[hi]]
                hi -= 1
            else:
                bob += bobValues[order[lo]]
                lo += 1
        return (alice > bob) - (alice < bob)
