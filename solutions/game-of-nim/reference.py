# O(n), Bouton's theorem: the player to move loses exactly when the XOR of all pile sizes is 0. From a
# non-zero XOR some pile can be cut to make it 0; from a zero XOR every move makes it non-zero; and the
# empty position (no move, a loss) has XOR 0.
class Solution:
    def nimGame(self, piles: List[int]) -> bool:
        total = 0
        for pile in piles:
            total ^= pile
        return total != 0
