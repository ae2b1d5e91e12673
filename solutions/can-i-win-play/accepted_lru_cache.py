# The same search keyed by the tuple of numbers left, with @cache (kept across calls).
class Strategy:
    def __init__(self, maxChoosableInteger: int, desiredTotal: int):
        goal = desiredTotal

        @cache
        def outcome(left: tuple, total: int) -> int:
            if not left:
                return 0
            best = -1
            for i, k in enumerate(left):
                if total + k >= goal:
                    return 1
                best = max(best, -outcome(left[:i] + left[i + 1:], total + k))
            return best

        self.outcome, self.goal = outcome, goal

    def move(self, remaining: List[int], total: int, last: Optional[int]) -> int:
        left = tuple(remaining)
        scored = []
        for i, k in enumerate(left):
            worth = 1 if total + k >= self.goal else -self.outcome(left[:i] + left[i + 1:], total + k)
            scored.append((worth, -k))
        return -max(scored)[1]
