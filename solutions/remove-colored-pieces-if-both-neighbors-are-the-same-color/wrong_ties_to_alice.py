# Wrong: gives equal move counts to Alice (>= instead of >). With as many moves each, Alice, who
# moves first, is the first to run out: "AAABBB" is Bob's.
class Solution:
    def winnerOfGame(self, colors: str) -> bool:
        a = sum(1 for i in range(1, len(colors) - 1) if colors[i - 1:i + 2] == "AAA")
        b = sum(1 for i in range(1, len(colors) - 1) if colors[i - 1:i + 2] == "BBB")
        return a >= b
