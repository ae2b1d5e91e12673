"""Same rule with the re module: look for a single vowel anywhere."""


class Solution:
    def doesAliceWin(self, s):
        return re.search("[aeiou]", s) is not None
