# The search over the numbers taken (a bitmask) without a memo: every order of picks is played out
# again, m! of them at worst. Right, but hopeless past about ten numbers. (A memo kept only for one
# move() call is not slow enough to fail here: it stays AC with the limit doubled, as the judge asks
# few moves on the largest pools.)
class Strategy:
    def __init__(self, maxChoosableInteger: int, desiredTotal: int):
        self.m, self.goal = maxChoosableInteger, desiredTotal

    def outcome(self, taken: int, total: int) -> int:
        """+1 if the player to move forces a win, 0 if nobody reaches the goal, -1 if they lose."""
        best = 0 if taken == (1 << self.m) - 1 else -1
        for k in range(1, self.m + 1):
            if taken >> (k - 1) & 1:
                continue
            if total + k >= self.goal:
                return 1
            best = max(best, -self.outcome(taken | 1 << (k - 1), total + k))
            if best == 1:
                return 1
        return best

    def move(self, remaining: List[int], total: int, last: Optional[int]) -> int:
        taken = (1 << self.m) - 1
        for k in remaining:
            taken ^= 1 << (k - 1)
        best_pick, best = remaining[0], -2
        for k in remaining:
            worth = 1 if total + k >= self.goal else -self.outcome(taken | 1 << (k - 1), total + k)
            if worth > best:
                best_pick, best = k, worth
        return best_pick
