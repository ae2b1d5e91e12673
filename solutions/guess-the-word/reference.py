# Minimax elimination: keep the candidates consistent with every answer so far; guess the
# candidate whose worst answer leaves the fewest candidates (ties: the first in the list). Each
# answer m keeps exactly the candidates that match the guess in m places. O(n^2) per guess.
class Solution:
    def findSecretWord(self, words: List[str], master: "Master") -> None:
        def matches(a, b):
            return sum(x == y for x, y in zip(a, b))

        candidates = list(words)
        while candidates:
            best, best_worst = candidates[0], len(candidates) + 1
            for word in candidates:
                groups = Counter(matches(word, other) for other in candidates)
                worst = max(groups.values())
                if worst < best_worst:
                    best, best_worst = word, worst
            answer = master.guess(best)
            if answer == 6:
                return
            candidates = [w for w in candidates if w != best and matches(w, best) == answer]
