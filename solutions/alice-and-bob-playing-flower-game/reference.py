# Every turn takes exactly one flower, so a game on lanes of x and y flowers lasts x + y turns and the
# player making the last one wins: Alice exactly when x + y is odd. Pairs with an odd sum take one odd
# and one even number; of the n * m pairs that is floor(n * m / 2) (when n or m is even exactly half,
# when both are odd the odd-odd pairs are one more than half). O(1).
class Solution:
    def flowerGame(self, n: int, m: int) -> int:
        return n * m // 2
