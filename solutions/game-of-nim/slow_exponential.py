# Correct but exponential: searches the game tree with no memo. Seven piles of seven stones allow
# games of up to 49 moves, and the same positions are solved over and over: it never finishes.
class Solution:
    def nimGame(self, piles: List[int]) -> bool:
        def can_win(state: list) -> bool:
            for i, pile in enumerate(state):
                for take in range(1, pile + 1):
                    state[i] -= take
                    lost = not can_win(state)
                    state[i] += take
                    if lost:
                        return True
            return False

        return can_win(list(piles))
