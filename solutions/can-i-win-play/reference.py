# The value problem's bitmask memo, kept between calls: outcome(taken) is +1 if the player to move
# can force a win, 0 if neither player can (the pool runs out below the target), -1 if they lose.
# A move picks a number that reaches the target, else one whose outcome for the other player is the
# worst. O(2^m * m) in all, shared by every call.
class Strategy:
    def __init__(self, maxChoosableInteger: int, desiredTotal: int):
        self.m, self.goal = maxChoosableInteger, desiredTotal
        self.memo = {}

    def outcome(self, taken: int, total: int) -> int:
        known = self.memo.get(taken)
        if known is not None:
            return known
        best = 0 if taken == (1 << self.m) - 1 else -1
        for k in range(1, self.m + 1):
            bit = 1 << (k - 1)
            if taken & bit:
                continue
            if total + k >= self.goal:
                best = 1
                break
            best = max(best, -self.outcome(taken | bit, total + k))
            if best == 1:
                break
        self.memo[taken] = best
        return best

    def move(self, remaining: List[int], total: int, last: Optional[int]) -> int:
        taken = (1 << self.m) - 1
        for k in remaining:
            taken &= ~(1 << (k - 1))
        best_pick, best = remaining[0], -2
        for k in remaining:
            worth = 1 if total + k >= self.goal else -self.outcome(taken | 1 << (k - 1), total + k)
            if worth > best:
                best_pick, best = k, worth
        return best_pick
