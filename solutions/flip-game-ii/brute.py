# A game search straight from the rules: the position is the whole string. The mover tries every
# "++" and flips it to "--"; a player with no "++" loses. Positions are remembered by the string.
class Solution:
    def canWin(self, currentState: str) -> bool:
        seen: dict[str, bool] = {}

        def mover_wins(state: str) -> bool:
            if state in seen:
                return seen[state]
            result = False
            for i in range(len(state) - 1):
                if state[i] == state[i + 1] == "+" and not mover_wins(state[:i] + "--" + state[i + 2:]):
                    result = True
                    break
            seen[state] = result
            return result

        return mover_wins(currentState)
