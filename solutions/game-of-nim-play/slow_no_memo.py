# Backtracking without a memo: take stones from a pile in place, ask whether the other player is
# now lost, put them back. Right, but the same position is reached by many orders of moves and
# searched again each time: millions of calls a move on five piles of seven (a table rebuilt on
# every move is not enough to fail here; forgetting the memo is).
class Strategy:
    def __init__(self, piles: List[int]):
        pass

    def mover_wins(self, piles: List[int]) -> bool:
        for p in range(len(piles)):
            size = piles[p]
            for left in range(size):
                piles[p] = left
                lost = not self.mover_wins(piles)
                piles[p] = size
                if lost:
                    return True
        return False

    def move(self, piles: List[int], last: Optional[List[int]]) -> List[int]:
        piles = list(piles)
        for p in range(len(piles)):
            size = piles[p]
            for left in range(size):
                piles[p] = left
                lost = not self.mover_wins(piles)
                piles[p] = size
                if lost:
                    return [p, size - left]
        p = next(p for p, size in enumerate(piles) if size)
        return [p, 1]
