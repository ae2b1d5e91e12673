# Wrong: Stone Game's "the first player always wins" copied over. It holds for even lengths only.
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        return True
