# A game search straight from the rules: the position is the line of pieces and whose turn it is.
# The mover tries removing every piece of their colour that is not at an end and has both
# neighbours of the same colour; a player with no such piece loses.
class Solution:
    def winnerOfGame(self, colors: str) -> bool:
        seen: dict[tuple[str, str], bool] = {}

        def mover_wins(line: str, mine: str) -> bool:
            key = (line, mine)
            if key in seen:
                return seen[key]
            other = "B" if mine == "A" else "A"
            result = False
            for i in range(1, len(line) - 1):
                removable = line[i - 1] == line[i] == line[i + 1] == mine
                if removable and not mover_wins(line[:i] + line[i + 1:], other):
                    result = True
                    break
            seen[key] = result
            return result

        return mover_wins(colors, "A")
