# The judge's side of 843: it holds the secret word and its own copy of the list (a solution may
# change the one it is given), counts the guesses, and answers each master.guess(word) with the
# number of positions where word and the secret have the same letter (-1 for a word not in the
# list; such guesses count too). A guess past the budget ends the game with LeetCode's message.

FAILED = "Either you took too many guesses, or you did not find the secret word."
FOUND = "You guessed the secret word correctly."


class WrongAnswer(Exception):
    """A wrong move: the judge's harness reports it as WA, naming the call."""


class Game:
    def __init__(self, test):
        self.words = frozenset(test["words"])
        self.secret = test["secret"]
        self.allowed = test["allowedGuesses"]
        self.calls = 0
        self.found = False

    def guess(self, word):
        self.calls += 1
        if self.calls > self.allowed:
            raise WrongAnswer(f"{FAILED} ({self.allowed} guesses allowed)")
        if word not in self.words:
            return -1
        if word == self.secret:
            self.found = True
        return sum(a == b for a, b in zip(word, self.secret))

    def result(self, returned):
        if self.found:
            return None
        return f"{FAILED} ({self.calls} guesses, the secret word {self.secret!r} never guessed)"

    def summary(self):
        return f"{FOUND} ({self.calls} of {self.allowed} guesses)" if self.found else ""
