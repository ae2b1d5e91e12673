# Wrong: the parity turned around ("with an odd count Alice makes the last erase"). But erasing the
# last number leaves XOR 0 and loses; with [1, 2] it is Bob who must do that.
class Solution:
    def xorGame(self, nums: List[int]) -> bool:
        return reduce(xor, nums) == 0 or len(nums) % 2 == 1
