# Correct but exponential: tries every order of erasing, with no memo. Fine for a handful of numbers,
# hopeless for a board of hundreds.
class Solution:
    def xorGame(self, nums: List[int]) -> bool:
        def can_win(board: list) -> bool:
            total = 0
            for num in board:
                total ^= num
            if total == 0:
                return True
            for i in range(len(board)):
                if not can_win(board[:i] + board[i + 1:]):
                    return True
            return False

        return can_win(list(nums))
