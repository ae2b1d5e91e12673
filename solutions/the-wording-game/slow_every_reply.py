# Correct but quadratic: every word's outcome ("the player to move after it loses"), from the
# largest word down, by looking at every word of the other list that may follow it. O(n * m):
# hopeless with 10^5 words a side crowded into a few letters.
class Solution:
    def canAliceWin(self, a: List[str], b: List[str]) -> bool:
        owner = {w: 0 for w in a} | {w: 1 for w in b}
        hands = (a, b)
        stuck_after = {}  # word -> the player to move after it has no winning reply
        for word in sorted(owner, reverse=True):
            other = hands[1 - owner[word]]
            stuck_after[word] = not any(
                stuck_after[w] for w in other
                if w > word and (w[0] == word[0] or ord(w[0]) == ord(word[0]) + 1)
            )
        return stuck_after[a[0]]
