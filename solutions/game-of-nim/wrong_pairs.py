# Wrong: the mirror strategy taken too far: "the first player loses only when the piles pair up into
# equal sizes". Unequal piles can still cancel out: [1, 4, 5] has XOR 0, so the first player loses.
class Solution:
    def nimGame(self, piles: List[int]) -> bool:
        return any(count % 2 for count in Counter(piles).values())
