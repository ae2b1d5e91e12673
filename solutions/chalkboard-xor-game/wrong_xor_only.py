# Wrong: only the "XOR is already 0" win. With an even count Alice can always erase safely and win
# later: [1, 2] (erase either, Bob must erase the last number and leave an empty board).
class Solution:
    def xorGame(self, nums: List[int]) -> bool:
        return reduce(xor, nums) == 0
