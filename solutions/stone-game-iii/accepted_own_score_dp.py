"""DP on the mover's own score: all that is left minus the least the other player can be held to."""


class Solution:
    def stoneGameIII(self, values):
        n = len(values)
        suffix = [0] * (n + 4)
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + values[i]
        score = [0] * (n + 4)
        for i in range(n - 1, -1, -1):
            score[i] = suffix[i] - min(score[i + 1], score[i + 2], score[i + 3])
        alice, bob = score[0], suffix[0] - score[0]
        if alice == bob:
            return "Tie"
        return "Alice" if alice > bob else "Bob"
