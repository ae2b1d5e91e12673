# Wrong: counts runs of three or more instead of the moves inside them. A run of length L gives
# L - 2 moves, not one: on "AAAABBB" Alice has two moves to Bob's one and wins.
class Solution:
    def winnerOfGame(self, colors: str) -> bool:
        runs = {"A": 0, "B": 0}
        i = 0
        while i < len(colors):
            j = i
            while j < len(colors) and colors[j] == colors[i]:
                j += 1
            if j - i >= 3:
                runs[colors[i]] += 1
            i = j
        return runs["A"] > runs["B"]
