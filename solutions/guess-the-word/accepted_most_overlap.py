# Elimination, guessing the candidate that shares the most letters-in-place with the other
# candidates (the "most overlap" heuristic), then keeping the candidates that match exactly.
class Solution:
    def findSecretWord(self, words: List[str], master: 'Master') -> None:
        def match(a, b):
            return sum(a[i] == b[i] for i in range(6))

        cands = words[:]
        for _ in range(30):
            guess = max(cands, key=lambda w: sum(match(w, o) for o in cands))
            m = master.guess(guess)
            if m == 6:
                return
            cands = [w for w in cands if match(w, guess) == m]
