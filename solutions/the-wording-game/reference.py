# After a word w (first letter c), the mover may play any word of their own that is greater than w
# and starts with c or the letter after c. Within one first letter a larger word is never worse: the
# replies to it are a subset of the replies to a smaller one (greater, same letters allowed). So a
# player only ever needs their largest word of letter c (if it beats w) or their largest word of the
# next letter, and the game runs over at most 2 * 26 such words: a memoised win/lose search over
# (last word, player to move). Alice's first word is forced (her smallest); she wins iff Bob, to
# move after it, loses. 'z' has no next letter.
from functools import cache


class Solution:
    def canAliceWin(self, a: List[str], b: List[str]) -> bool:
        largest: list[dict[str, str]] = [{}, {}]  # per player: first letter -> largest word
        for player, words in enumerate((a, b)):
            for word in words:
                if word > largest[player].get(word[0], ""):
                    largest[player][word[0]] = word

        @cache
        def mover_wins(last: str, player: int) -> bool:
            letter = last[0]
            options = []
            same = largest[player].get(letter)
            if same is not None and same > last:
                options.append(same)
            if letter != "z" and chr(ord(letter) + 1) in largest[player]:
                options.append(largest[player][chr(ord(letter) + 1)])
            return any(not mover_wins(word, 1 - player) for word in options)

        return not mover_wins(min(a), 1)
