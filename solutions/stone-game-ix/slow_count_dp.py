# Correct but too slow: the game search over the residue counts (c0, c1, c2 left, residue removed,
# whose turn) with a memo. Smart enough to ignore the stones' values, but still ~n^3 states when all
# three residues are common.
class Solution:
    def stoneGameIX(self, stones: List[int]) -> bool:
        counts = [0, 0, 0]
        for stone in stones:
            counts[stone % 3] += 1

        @cache
        def mover_wins(c0: int, c1: int, c2: int, residue: int) -> bool:
            if c0 + c1 + c2 == 0:
                return False  # decided below: running out is Bob's win, handled by the caller's turn
            left = (c0, c1, c2)
            for r in range(3):
                if left[r] == 0 or (residue + r) % 3 == 0:
                    continue
                after = list(left)
                after[r] -= 1
                if sum(after) == 0:
                    # the last stone: the game ends with Bob the winner
                    if (len(stones) - 1) % 2 == 1:  # the mover is Bob
                        return True
                    continue
                if not mover_wins(after[0], after[1], after[2], (residue + r) % 3):
                    return True
            return False

        return mover_wins(counts[0], counts[1], counts[2], 0)
