# Game-tree search over the candidate range: the guesser tries every number, the host answers
# "lower", "higher" or "correct", whichever makes the guesser pay most. Each range is solved once
# (a transposition table), so every n up to 200 can be cross-checked.
from functools import cache


def getMoneyAmount(n):
    @cache
    def must_pay(candidates):
        """The least money that surely finds a secret among `candidates` (a range of numbers)."""
        if len(candidates) <= 1:
            return 0
        best = None
        for guess in candidates:
            answers = []
            lower = range(candidates.start, guess)
            higher = range(guess + 1, candidates.stop)
            answers.append(0)  # "correct": nothing more to pay (only if the secret is the guess)
            if len(lower):
                answers.append(guess + must_pay(lower))
            if len(higher):
                answers.append(guess + must_pay(higher))
            worst = max(answers)
            if best is None or worst < best:
                best = worst
        return best

    return must_pay(range(1, n + 1))
