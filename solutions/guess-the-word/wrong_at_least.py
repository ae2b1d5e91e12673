# Keeps the candidates that match the guess in at least m places, not exactly m: it learns less
# from each answer and runs out of guesses on harder lists.
class Solution:
    def findSecretWord(self, words: List[str], master: 'Master') -> None:
        def match(a, b):
            return sum(x == y for x, y in zip(a, b))

        cands = list(words)
        while cands:
            guess = cands[0]
            m = master.guess(guess)
            if m == 6:
                return
            cands = [w for w in cands if w != guess and match(w, guess) >= m]
