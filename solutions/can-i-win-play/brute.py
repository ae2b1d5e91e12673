# Plain search on every call, nothing remembered between calls. For the small pools only.
class Strategy:
    def __init__(self, maxChoosableInteger: int, desiredTotal: int):
        self.goal = desiredTotal

    def outcome(self, left: list, total: int) -> int:
        if not left:
            return 0
        best = -1
        for i, k in enumerate(left):
            if total + k >= self.goal:
                return 1
            best = max(best, -self.outcome(left[:i] + left[i + 1:], total + k))
        return best

    def move(self, remaining: List[int], total: int, last: Optional[int]) -> int:
        best_pick, best = remaining[0], -2
        for i, k in enumerate(remaining):
            worth = 1 if total + k >= self.goal else -self.outcome(remaining[:i] + remaining[i + 1:], total + k)
            if worth > best:
                best_pick, best = k, worth
        return best_pick
