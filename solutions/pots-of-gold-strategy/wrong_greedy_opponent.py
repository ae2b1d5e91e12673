# Plans A's moves as if B always grabbed the larger end, and plays B that way. B is not optimal, and
# A's plan is tuned against the wrong opponent, e.g. [1, 1, 1, 3, 2].
class Solution:
    def optimalMoves(self, pots: list[int]) -> list[str]:
        n = len(pots)

        def b_takes_left(i: int, j: int) -> bool:
            return pots[i] >= pots[j]

        # a_best[(i, j)]: A's coins from pots[i..j] with A to move and B greedy
        a_best: dict[tuple[int, int], int] = {}
        for length in range(1, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                options = []
                for take, rest in ((pots[i], (i + 1, j)), (pots[j], (i, j - 1))):
                    lo, hi = rest
                    if lo > hi:
                        options.append(take)
                    elif b_takes_left(lo, hi):
                        options.append(take + a_best.get((lo + 1, hi), 0))
                    else:
                        options.append(take + a_best.get((lo, hi - 1), 0))
                a_best[(i, j)] = max(options)
        moves = []
        i, j = 0, n - 1
        a_to_move = True
        while i <= j:
            if a_to_move:
                left = pots[i] + _after_b(a_best, pots, i + 1, j)
                right = pots[j] + _after_b(a_best, pots, i, j - 1)
                go_left = left >= right
            else:
                go_left = b_takes_left(i, j)
            moves.append("L" if go_left else "R")
            i, j = (i + 1, j) if go_left else (i, j - 1)
            a_to_move = not a_to_move
        return moves


def _after_b(a_best: dict, pots: list[int], lo: int, hi: int) -> int:
    """A's coins after B greedily takes an end of pots[lo..hi]."""
    if lo > hi:
        return 0
    if pots[lo] >= pots[hi]:
        return a_best.get((lo + 1, hi), 0)
    return a_best.get((lo, hi - 1), 0)
