# Correct but quadratic: "Alice wins iff she has a first move", checked by scanning every substring
# for an odd vowel count. Quick when a vowel comes early, ~n^2/2 steps on a long vowel-free string.
class Solution:
    def doesAliceWin(self, s: str) -> bool:
        n = len(s)
        for i in range(n):
            vowels = 0
            for j in range(i, n):
                if s[j] in "aeiou":
                    vowels += 1
                if vowels % 2 == 1:
                    return True
        return False
