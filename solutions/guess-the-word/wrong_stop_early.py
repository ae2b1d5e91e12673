# Returns as soon as one candidate is left, without guessing it: the secret is never named.
class Solution:
    def findSecretWord(self, words: List[str], master: 'Master') -> None:
        def match(a, b):
            return sum(x == y for x, y in zip(a, b))

        cands = list(words)
        while len(cands) > 1:
            guess = cands[0]
            m = master.guess(guess)
            if m == 6:
                return
            cands = [w for w in cands if match(w, guess) == m]
