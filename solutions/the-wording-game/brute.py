# A win/lose search from the rules over every legal reply, with no shortcut about which word to
# play: the state is the last word played and whose turn it is (play strictly increases, so no word
# can come twice and nothing else matters); the mover tries every word of their own list that is
# greater than the last word and starts with its first letter or the next one ('z' has none).
import sys

sys.setrecursionlimit(100_000)


def follows(word: str, last: str) -> bool:
    return word > last and (word[0] == last[0] or ord(word[0]) == ord(last[0]) + 1)


class Solution:
    def canAliceWin(self, a: List[str], b: List[str]) -> bool:
        hands = (a, b)
        memo: dict = {}

        def mover_wins(last: str, player: int) -> bool:
            key = (last, player)
            if key not in memo:
                memo[key] = any(not mover_wins(word, 1 - player)
                                for word in hands[player] if follows(word, last))
            return memo[key]

        first = sorted(a)[0]
        return not mover_wins(first, 1)
