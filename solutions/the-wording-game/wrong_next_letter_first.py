# Wrong: no look-ahead; the mover goes on to the next letter whenever they can (their largest word
# of it), else plays their largest word of the same letter that beats the last. Right on all three
# examples; a = ["a", "c"], b = ["aa", "b"] is false (Bob answers "aa"), this says true.
class Solution:
    def canAliceWin(self, a: List[str], b: List[str]) -> bool:
        largest = [{}, {}]
        for player, words in enumerate((a, b)):
            for w in words:
                largest[player][w[0]] = max(w, largest[player].get(w[0], w))
        last, player = a[0], 1
        while True:
            letter = last[0]
            following = chr(ord(letter) + 1) if letter != "z" else None
            if following in largest[player]:
                last = largest[player][following]
            elif largest[player].get(letter, "") > last:
                last = largest[player][letter]
            else:
                return player == 1
            player = 1 - player
