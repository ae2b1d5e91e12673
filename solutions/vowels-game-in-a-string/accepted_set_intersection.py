"""Alice wins as soon as there is any vowel: a set intersection says whether there is one."""


class Solution:
    def doesAliceWin(self, s: str) -> bool:
        return bool(set(s) & set("aeiou"))
