# Wrong: each player must play the next unused word of their own list, with no skipping of words
# that are too small. Right on all three examples; a = ["aa"], b = ["a", "ab"] is false (Bob skips
# "a" and plays "ab"), this says true.
class Solution:
    def canAliceWin(self, a: List[str], b: List[str]) -> bool:
        hands, nxt = (a, b), [1, 0]
        last, player = a[0], 1
        while True:
            hand = hands[player]
            if nxt[player] == len(hand):
                return player == 1
            word = hand[nxt[player]]
            if not (word > last and (word[0] == last[0] or ord(word[0]) == ord(last[0]) + 1)):
                return player == 1
            nxt[player] += 1
            last, player = word, 1 - player
