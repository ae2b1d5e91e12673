"""Dict memo over the bitmask, with a quick exit when the largest free number already reaches the goal."""


class Solution:
    def canIWin(self, M, T):
        if T <= M:
            return True
        if M * (M + 1) // 2 < T:
            return False
        memo = {}

        def win(mask, left):
            if mask in memo:
                return memo[mask]
            free = [k for k in range(M, 0, -1) if not mask & (1 << k)]
            ok = free[0] >= left or any(not win(mask | (1 << k), left - k) for k in free)
            memo[mask] = ok
            return ok

        return win(0, T)
