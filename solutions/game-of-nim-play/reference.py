# Bouton's rule, the value problem's XOR: the mover wins exactly when the XOR of the piles is not
# zero, and then some pile is larger than itself XOR the total; cutting it down to that makes the
# XOR zero for the other player. With a zero XOR every move loses: take one stone and wait.
class Strategy:
    def __init__(self, piles: List[int]):
        pass

    def move(self, piles: List[int], last: Optional[List[int]]) -> List[int]:
        total = 0
        for size in piles:
            total ^= size
        if total:
            for p, size in enumerate(piles):
                if size ^ total < size:
                    return [p, size - (size ^ total)]
        p = next(p for p, size in enumerate(piles) if size)
        return [p, 1]
