# The judge's side of 843: it holds the secret word and its own copy of the list (a solution may
# change the one it is given), counts the guesses, and answers each master.guess(word) with the
# number of positions where word and the secret have the same letter (-1 for a word not in the
# list; such guesses count too). A guess past the budget ends the game with LeetCode's message.
#
# On an adaptive test there is no secret yet: the judge keeps every word still consistent with its
# answers and answers each guess with the match count shared by the most of them (on a tie: not
# 6, then the smaller count), so the secret is found only once the answers leave one word. Luck
# does not help there: only guesses that split the words left well enough find it in the budget.

FAILED = "Either you took too many guesses, or you did not find the secret word."
FOUND = "You guessed the secret word correctly."


class WrongAnswer(Exception):
    """A wrong move: the judge's harness reports it as WA, naming the call."""


def matches(a, b):
    return sum(x == y for x, y in zip(a, b))


class Game:
    def __init__(self, test):
        self.words = frozenset(test["words"])
        self.secret = test["secret"]
        self.allowed = test["allowedGuesses"]
        self.adaptive = bool(test.get("adaptive"))
        self.alive = list(dict.fromkeys(test["words"]))  # adaptive: the words the answers allow
        self.calls = 0
        self.found = False

    def guess(self, word):
        self.calls += 1
        if self.calls > self.allowed:
            raise WrongAnswer(f"{FAILED} ({self.allowed} guesses allowed)")
        if word not in self.words:
            return -1
        if self.adaptive:
            return self._adapt(word)
        if word == self.secret:
            self.found = True
        return matches(word, self.secret)

    def _adapt(self, word):
        groups = {}
        for other in self.alive:
            groups.setdefault(matches(word, other), []).append(other)
        answer = max(groups, key=lambda count: (len(groups[count]), count != 6, -count))
        self.alive = groups[answer]
        self.found = answer == 6
        return answer

    def result(self, returned):
        if self.found:
            return None
        if self.adaptive:
            left = len(self.alive)
            return (
                f"{FAILED} ({self.calls} guess{'es' * (self.calls != 1)}; the answers so far leave {left} word{'s' * (left != 1)} "
                f"possible, so the secret word may be {self.alive[-1]!r})"
            )
        return f"{FAILED} ({self.calls} guesses, the secret word {self.secret!r} never guessed)"

    def summary(self):
        return f"{FOUND} ({self.calls} of {self.allowed} guesses)" if self.found else ""
