# The XOR rule, except when the other player's move leaves one pile: "take one, they will follow".
# Best play only ever leaves you a single pile of one stone (a loser takes one stone at a time), so
# the flaw hides until the other player empties a pile of several stones and leaves you one big pile
# to take whole.
class Strategy:
    def __init__(self, piles: List[int]):
        pass

    def move(self, piles: List[int], last: Optional[List[int]]) -> List[int]:
        standing = [p for p, size in enumerate(piles) if size]
        if len(standing) == 1 and last is not None:
            return [standing[0], 1]
        total = 0
        for size in piles:
            total ^= size
        if total:
            for p, size in enumerate(piles):
                if size ^ total < size:
                    return [p, size - (size ^ total)]
        return [standing[0], 1]
