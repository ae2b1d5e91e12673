# Exhaustive game-tree search from the rules, memoised on the board (a sorted tuple: order does not
# matter). A player who starts a turn with XOR 0 wins at once. Otherwise they erase one number; they
# win if some erase leaves a board the other player loses (a board left with XOR 0, including the
# empty board, is a win for the other player, so such an erase is a loss). No parity argument;
# exponential in the length, for small boards only.
from functools import cache, reduce
from operator import xor


@cache
def mover_wins(board: tuple) -> bool:
    if reduce(xor, board, 0) == 0:
        return True
    return any(not mover_wins(board[:i] + board[i + 1:]) for i in range(len(board)))


class Solution:
    def xorGame(self, nums: List[int]) -> bool:
        return mover_wins(tuple(sorted(nums)))
