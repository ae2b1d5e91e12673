# Bitmask memo over the set of numbers already taken; the running total follows from the set, so the
# set alone is the state. Two checks come first: a pool whose whole sum cannot reach the target is a
# game nobody wins (false), and a target of at most the largest number is won on the first pick.
# In a state, the mover wins at once if some free number reaches the target; otherwise they win iff
# some pick leaves the other player in a losing state. O(2^m * m) time, O(2^m) memory.
class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        m = maxChoosableInteger
        if desiredTotal <= m:
            return True
        if m * (m + 1) // 2 < desiredTotal:
            return False
        memo: dict[int, bool] = {}

        def wins(taken: int, need: int) -> bool:
            known = memo.get(taken)
            if known is not None:
                return known
            result = False
            # Largest first: an immediate win is found at the first free number.
            for number in range(m, 0, -1):
                bit = 1 << (number - 1)
                if taken & bit:
                    continue
                if number >= need or not wins(taken | bit, need - number):
                    result = True
                    break
            memo[taken] = result
            return result

        return wins(0, desiredTotal)
