# Raises SystemExit with no code.
# expect: SystemExit(None)
class Solution:
    def sumList(self, nums: list[int]) -> int:
        raise SystemExit
