# O(n). With no vowel at all Alice has no legal first move and loses. With k >= 1 vowels: if k is
# odd she deletes the whole string and Bob is left with nothing to delete. If k is even she deletes
# a part holding k - 1 of them, leaving exactly one vowel; every substring Bob may delete then has no
# vowel, so the single vowel survives his move (if he has one), and Alice deletes everything left.
# Either way Alice wins, so the answer is just "is there a vowel".
class Solution:
    def doesAliceWin(self, s: str) -> bool:
        return any(ch in "aeiou" for ch in s)
