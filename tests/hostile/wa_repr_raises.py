# Returns an object whose repr raises: the judge still names its type.
# expect: expected int, got solution.Broken: <unprintable>
class Broken:
    def __repr__(self):
        raise RuntimeError("no repr for you")


class Solution:
    def sumList(self, nums: list[int]) -> int:
        return Broken()
