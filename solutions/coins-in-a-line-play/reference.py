# The win/lose table of the value problem: win[k] says whether the player to move with k coins left
# wins. A move leaves the other player a losing count when it can (take 1 or 2); from a losing count
# every move loses, so any legal one does. O(n) once, O(1) a move.
class Strategy:
    def __init__(self, n: int):
        self.win = win = [False] * (n + 1)
        for k in range(1, n + 1):
            win[k] = not win[k - 1] or (k >= 2 and not win[k - 2])

    def move(self, coins: int, last: Optional[int]) -> int:
        if coins >= 2 and not self.win[coins - 2]:
            return 2
        return 1
