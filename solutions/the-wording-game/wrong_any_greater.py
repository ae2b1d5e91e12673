# Wrong: forgets the first-letter rule; any greater word of one's own may follow.
class Solution:
    def canAliceWin(self, a: List[str], b: List[str]) -> bool:
        hands, memo = (a, b), {}

        def mover_wins(last: str, player: int) -> bool:
            if (last, player) not in memo:
                memo[(last, player)] = any(not mover_wins(w, 1 - player) for w in hands[player] if w > last)
            return memo[(last, player)]

        return not mover_wins(a[0], 1)
