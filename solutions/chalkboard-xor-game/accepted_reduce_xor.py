"""One line: an even count always wins for Alice, otherwise she wins only if the XOR is already 0."""


class Solution:
    def xorGame(self, nums: List[int]) -> bool:
        return not len(nums) % 2 or not reduce(operator.xor, nums)
