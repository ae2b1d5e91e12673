# expect: nested over
# Returns a list nested 100,000 deep: WA at once (repr of it is quadratic, so it is never printed whole).
class Solution:
    def sumList(self, nums):
        value = []
        for _ in range(100_000):
            value = [value]
        return value
