# The standard library's bisect over the numbers 1..n with a key: the first num whose guess is no
# more than 0 (num >= pick) is the number picked.
class Solution:
    def guessNumber(self, n: int) -> int:
        return bisect.bisect(range(1, n + 1), 0, key=lambda x: -guess(x))
