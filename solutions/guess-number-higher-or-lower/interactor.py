# The judge's side of 374: it holds the secret and answers each guess(num): -1 if num is above the
# secret, 1 if below, 0 if it is the secret. On an adaptive test there is no secret yet: it keeps
# every number still consistent with its answers (an interval) and answers so as to keep the
# larger part alive, committing to a secret only when one number is left; a solution that returns
# while two numbers remain, or one it has not pinned down, is shown a secret its answers allowed.


class WrongAnswer(Exception):
    """A wrong move: the judge's harness reports it as WA, naming the call."""


class Game:
    def __init__(self, test):
        self.n = test["n"]
        self.adaptive = bool(test.get("adaptive"))
        if not 1 <= test["pick"] <= self.n:
            raise ValueError(f"pick {test['pick']} is not in [1, n] = [1, {self.n}]")
        self.low, self.high = (1, self.n) if self.adaptive else (test["pick"], test["pick"])

    def guess(self, num):
        if not 1 <= num <= self.n:
            raise WrongAnswer(f"num must be in [1, n] = [1, {self.n}]")
        if num < self.low:
            return 1
        if num > self.high:
            return -1
        if self.low == self.high:  # num is the secret
            return 0
        # adaptive: the secret moves to the side with more candidates (above on a tie)
        if self.high - num >= num - self.low:
            self.low = num + 1
            return 1
        self.high = num - 1
        return -1

    def result(self, returned):
        if type(returned) is not int:
            return f"expected int, got {type(returned).__name__} {returned!r}"
        if self.low == self.high == returned:
            return None
        if self.low == self.high:
            return f"returned {returned}, but the number picked is {self.low}"
        other = self.low if returned != self.low else self.high
        return (
            f"returned {returned}, but the answers so far leave {self.high - self.low + 1} numbers "
            f"({self.low}..{self.high}) possible: the number picked may be {other}"
        )
