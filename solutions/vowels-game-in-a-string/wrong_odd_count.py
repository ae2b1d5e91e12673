# Wrong: "Alice wins iff the number of vowels is odd" (then she can take the whole string). With an
# even, non-zero number she still wins by leaving exactly one vowel: "aa" is hers.
class Solution:
    def doesAliceWin(self, s: str) -> bool:
        return sum(ch in "aeiou" for ch in s) % 2 == 1
