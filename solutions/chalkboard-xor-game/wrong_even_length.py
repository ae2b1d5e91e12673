# Wrong: only the length's parity. Misses that a board whose XOR is already 0 is an immediate win for
# the player to move, whatever its length: [0] is a win for Alice.
class Solution:
    def xorGame(self, nums: List[int]) -> bool:
        return len(nums) % 2 == 0
