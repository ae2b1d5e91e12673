# Correct but quadratic: plays the game out move by move, each player removing the first piece they
# may remove, and rebuilds the string after every removal. Right because the players' moves never
# interact, but a long run of one colour means ~n removals of ~n work each.
class Solution:
    def winnerOfGame(self, colors: str) -> bool:
        line = colors
        mine, other = "A", "B"
        while True:
            at = line.find(mine * 3)
            if at < 0:
                return mine == "B"  # the player to move is stuck and loses
            line = line[:at + 1] + line[at + 2:]
            mine, other = other, mine
