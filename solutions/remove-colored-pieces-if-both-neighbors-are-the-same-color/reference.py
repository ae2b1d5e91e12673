# O(n) counting. Removing a middle 'A' of "AAA" shortens that run of A's by one and never touches a
# run of B's (an 'A' with two 'A' neighbours is not next to any 'B'), and the other way round. So the
# players never interfere: Alice has exactly (number of "AAA" windows) moves to spend, Bob has
# (number of "BBB" windows), and the first to run out loses. Alice, moving first, wins iff she has
# strictly more.
class Solution:
    def winnerOfGame(self, colors: str) -> bool:
        alice = bob = 0
        for i in range(1, len(colors) - 1):
            if colors[i - 1] == colors[i] == colors[i + 1]:
                if colors[i] == "A":
                    alice += 1
                else:
                    bob += 1
        return alice > bob
