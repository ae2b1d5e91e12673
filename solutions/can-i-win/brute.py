# Straight from the rules, with three outcomes: the pool and the running total are the position,
# every free number is tried, and a position with no numbers left is a draw (nobody reached the
# target). The first player forces a win only when the outcome is a win, so a draw answers false.
# Positions are remembered by (numbers left, total) to keep small cases quick; no pre-checks.
WIN, DRAW, LOSS = 1, 0, -1


class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        if desiredTotal <= 0:
            return True  # the target is met before anyone moves; the rules count it for the first player
        seen: dict[tuple[frozenset, int], int] = {}

        def outcome(left: frozenset, total: int) -> int:
            """The result for the player about to pick, with `left` unused and `total` so far."""
            key = (left, total)
            if key in seen:
                return seen[key]
            if not left:
                result = DRAW
            else:
                result = LOSS
                for number in left:
                    if total + number >= desiredTotal:
                        result = WIN
                        break
                    result = max(result, -outcome(left - {number}, total + number))
            seen[key] = result
            return result

        return outcome(frozenset(range(1, maxChoosableInteger + 1)), 0) == WIN
