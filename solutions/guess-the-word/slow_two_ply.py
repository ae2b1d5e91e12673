# Minimax two guesses deep: each candidate guess is scored by the worst answer group left after
# the best second guess inside each group. Right, but O(n^3) match counts per guess (about 10^6 on
# a 100-word list), far over the time limit in Python.
class Solution:
    def findSecretWord(self, words: List[str], master: "Master") -> None:
        def matches(a, b):
            return sum(x == y for x, y in zip(a, b))

        def groups(guess, pool):
            found = defaultdict(list)
            for word in pool:
                if word != guess:
                    found[matches(guess, word)].append(word)
            return found

        def worst_after(guess, pool):
            worst = 0
            for group in groups(guess, pool).values():
                inner = min(max((len(g) for g in groups(second, group).values()), default=0) for second in group)
                worst = max(worst, inner)
            return worst

        candidates = list(words)
        while candidates:
            best = min(candidates, key=lambda g: worst_after(g, candidates))
            answer = master.guess(best)
            if answer == 6:
                return
            candidates = [w for w in candidates if w != best and matches(w, best) == answer]
