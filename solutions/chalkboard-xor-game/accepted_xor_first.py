"""XOR everything first (a zero board means Alice has already won), then the parity of the count decides."""


class Solution:
    def xorGame(self, A):
        x = 0
        for a in A:
            x ^= a
        if x == 0:
            return True
        return len(A) % 2 == 0
