# Bottom-up minimax on the best total the player to move can collect. most[k] is that total when the
# last k coins remain. Taking one coin leaves the other player k - 1 coins; whatever they take, the
# mover next faces k - 2 or k - 3 coins, and the other player (the sum is fixed, so maximising their
# own total is minimising ours) picks the smaller of the two. Taking two is the same one step later.
# Values are never negative, so "fewer than zero coins" counts as collecting 0.
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        n = len(values)
        most = [0] * (n + 1)

        def at(k: int) -> int:
            return most[k] if k >= 0 else 0

        for k in range(1, n + 1):
            first = values[n - k]
            take_one = first + min(at(k - 2), at(k - 3))
            if k >= 2:
                take_two = first + values[n - k + 1] + min(at(k - 3), at(k - 4))
                most[k] = take_one if take_one > take_two else take_two
            else:
                most[k] = take_one
        # The first player wins only with strictly more than half of all the coins' value.
        return 2 * most[n] > sum(values)
