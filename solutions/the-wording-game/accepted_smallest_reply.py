"""Answer with the first word of one's own (in sorted order) that may follow: one cursor per list,
and a word passed over can never be played later (the words played only grow). A plain loop over
whose turn it is."""


def fits(word: str, last: str) -> bool:
    return word > last and ord(word[0]) - ord(last[0]) in (0, 1)


class Solution:
    def canAliceWin(self, a, b):
        hands = [a, b]
        cursor = [1, 0]
        last, mover = a[0], 1
        while True:
            hand = hands[mover]
            k = cursor[mover]
            while k < len(hand) and not fits(hand[k], last):
                k += 1
            if k == len(hand):
                return mover == 1  # Bob stuck: Alice wins
            last, cursor[mover], mover = hand[k], k + 1, 1 - mover
