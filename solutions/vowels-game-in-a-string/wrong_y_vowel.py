# Wrong: counts 'y' as a vowel. The game's vowels are a, e, i, o and u only, so on "xyz" Alice has
# no substring with an odd number of vowels and loses.
class Solution:
    def doesAliceWin(self, s: str) -> bool:
        return any(ch in "aeiouy" for ch in s)
