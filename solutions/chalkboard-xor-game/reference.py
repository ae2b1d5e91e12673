# O(n). If the XOR is already 0, Alice wins at once. Otherwise, with an even count she always has a
# safe erase: if every number equalled the total XOR x, the XOR of an even count of x's would be 0, not
# x; so some number differs from x, and erasing it leaves a non-zero XOR and an odd count for Bob. Bob,
# facing an odd count, eventually runs out of safe erases. With an odd count and XOR != 0 the roles
# swap and Alice loses.
class Solution:
    def xorGame(self, nums: List[int]) -> bool:
        total = 0
        for num in nums:
            total ^= num
        return total == 0 or len(nums) % 2 == 0
