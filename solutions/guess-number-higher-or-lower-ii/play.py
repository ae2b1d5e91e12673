"""One optimal line of play for Guess Number Higher or Lower II: the guesser follows a cheapest
strategy and the host answers so as to make the guesser pay as much as possible."""

from __future__ import annotations


def line_of_play(**args: int) -> list[dict]:
    """Every guess of a worst-case game, with the money paid so far."""
    n: int = args["n"]
    # need[lo][hi]: the least money that surely finds a secret in lo..hi (0 for one number or none)
    need = [[0] * (n + 2) for _ in range(n + 2)]
    choice = [[0] * (n + 2) for _ in range(n + 2)]
    for lo in range(n, 0, -1):
        choice[lo][lo] = lo
        for hi in range(lo + 1, n + 1):
            best_guess, best = hi, hi + need[lo][hi - 1]
            for guess in range(lo, hi):
                worst = guess + max(need[lo][guess - 1], need[guess + 1][hi])
                if worst < best:
                    best_guess, best = guess, worst
            need[lo][hi], choice[lo][hi] = best, best_guess
    turns = []
    paid = 0
    lo, hi = 1, n
    while lo <= hi:
        guess = choice[lo][hi]
        lower_cost = need[lo][guess - 1] if guess > lo else -1
        higher_cost = need[guess + 1][hi] if guess < hi else -1
        if lower_cost < 0 and higher_cost < 0:
            turns.append({"player": "guesser", "move": f"guesses {guess}, which is the secret",
                          "scores": {"paid": paid}})
            break
        paid += guess
        # the host keeps the game going on the side that costs more (the higher side on a tie)
        if higher_cost >= lower_cost:
            turns.append({"player": "guesser", "move": f"guesses {guess}, the secret is higher",
                          "scores": {"paid": paid}})
            lo = guess + 1
        else:
            turns.append({"player": "guesser", "move": f"guesses {guess}, the secret is lower",
                          "scores": {"paid": paid}})
            hi = guess - 1
    return turns
