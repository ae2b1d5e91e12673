# Wrong: leaves Alice only the single largest pile and takes the next n // 3 largest in a row (step 1
# instead of 2). On [2, 4, 1, 2, 7, 8] it gets 7 + 4 = 11 (the answer is 9).
class Solution:
    def maxCoins(self, piles: list[int]) -> int:
        ordered = sorted(piles, reverse=True)
        return sum(ordered[1:len(ordered) // 3 + 1])
