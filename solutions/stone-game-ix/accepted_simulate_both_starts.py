"""Try Alice's first stone as 1 and as 2 mod 3; after it each non-zero stone is forced, zeros only shift the turn."""


class Solution:
    def stoneGameIX(self, stones: List[int]) -> bool:
        count = [0, 0, 0]
        for s in stones:
            count[s % 3] += 1

        def alice_wins(first):
            c = count[:]
            if c[first] == 0:
                return False
            c[first] -= 1
            total, moves = first, 1
            while c[total]:  # the only safe non-zero stone is the one equal to the sum mod 3
                c[total] -= 1
                moves += 1
                total = (total * 2) % 3
            moves += c[0]
            if moves == len(stones):
                return False  # every stone removed: Bob wins
            return moves % 2 == 1  # Bob is the one left with no safe stone

        return alice_wins(1) or alice_wins(2)
