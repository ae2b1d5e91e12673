# Wrong: only words of the same first letter may follow (the next letter is forgotten).
class Solution:
    def canAliceWin(self, a: List[str], b: List[str]) -> bool:
        hands, memo = (a, b), {}

        def mover_wins(last: str, player: int) -> bool:
            if (last, player) not in memo:
                memo[(last, player)] = any(not mover_wins(w, 1 - player)
                                           for w in hands[player] if w > last and w[0] == last[0])
            return memo[(last, player)]

        return not mover_wins(a[0], 1)
