# Wrong: forgets the stones worth 0 mod 3. They pass the turn without changing the residue, so an
# odd number of them swaps who is stuck: [1, 2, 3] is Bob's, but this says Alice (both residues exist).
class Solution:
    def stoneGameIX(self, stones: List[int]) -> bool:
        ones = sum(1 for s in stones if s % 3 == 1)
        twos = sum(1 for s in stones if s % 3 == 2)
        return ones >= 1 and twos >= 1
