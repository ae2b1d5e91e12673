# Greedy by combined value. Taking stone i gains the mover their own value and denies the other theirs,
# so it swings the final difference by aliceValues[i] + bobValues[i] whoever takes it: Alice - Bob =
# (sum of a + b over Alice's stones) - (sum of all b). Both players therefore take the remaining stone
# with the largest a + b. Sums are at most 200, so a counting sort makes it O(n).
class Solution:
    def stoneGameVI(self, aliceValues: list[int], bobValues: list[int]) -> int:
        count = [0] * 201
        for a, b in zip(aliceValues, bobValues):
            count[a + b] += 1
        alice_swing = 0
        alice_turn = True
        for combined in range(200, 1, -1):
            k = count[combined]
            if not k:
                continue
            mine = (k + 1) // 2 if alice_turn else k // 2
            alice_swing += mine * combined
            if k % 2:
                alice_turn = not alice_turn
        diff = alice_swing - sum(bobValues)
        return (diff > 0) - (diff < 0)
