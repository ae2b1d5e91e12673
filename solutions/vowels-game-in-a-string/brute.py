# A game search straight from the rules: the position is the remaining string and whose turn it
# is. Alice tries every substring with an odd number of vowels, Bob every non-empty substring with
# an even number (zero included); a player with no such substring loses. Only whether a letter is a
# vowel matters, so the string is first written as a pattern of 'v' and 'c' to share positions.
VOWELS = set("aeiou")


class Solution:
    def doesAliceWin(self, s: str) -> bool:
        seen: dict[tuple[str, bool], bool] = {}

        def mover_wins(line: str, alice: bool) -> bool:
            key = (line, alice)
            if key in seen:
                return seen[key]
            result = False
            n = len(line)
            for i in range(n):
                vowels = 0
                for j in range(i, n):
                    vowels += line[j] == "v"
                    allowed = vowels % 2 == 1 if alice else vowels % 2 == 0
                    if allowed and not mover_wins(line[:i] + line[j + 1:], not alice):
                        result = True
                        break
                if result:
                    break
            seen[key] = result
            return result

        return mover_wins("".join("v" if ch in VOWELS else "c" for ch in s), True)
