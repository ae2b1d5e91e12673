# Bottom-up minimax on the best total the player to move can collect from values[i..j]. Taking the
# left coin leaves the other player values[i+1..j]; they take an end, and the mover next faces
# values[i+2..j] or values[i+1..j-1], whichever is worse for the mover (the sum is fixed, so the
# other player maximising their own total is minimising ours). Taking the right coin is symmetric.
# A row of length L only needs the rows of length L - 2, so two earlier rows are kept.
class Solution:
    def firstWillWin(self, values: list[int]) -> bool:
        n = len(values)
        before_last = [0] * (n + 1)  # length L - 2, indexed by start (empty intervals are worth 0)
        last = list(values) + [0]  # length L - 1; starts at length 1
        for length in range(2, n + 1):
            current = [0] * (n + 1)
            for i in range(n - length + 1):
                j = i + length - 1
                inner = before_last[i + 1]  # values[i+1..j-1]
                take_left = values[i] + min(before_last[i + 2], inner)
                take_right = values[j] + min(inner, before_last[i])
                current[i] = take_left if take_left > take_right else take_right
            before_last, last = last, current
        # The first player wins only with strictly more than half of all the coins' value.
        return 2 * last[0] > sum(values)
