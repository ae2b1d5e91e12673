# Every small game, for `judge verify`'s proof of the reference: each n up to `length`, every number
# it may pick, and the adaptive game (where the interactor picks as it goes).


def small_inputs(length):
    for n in range(1, length + 1):
        for pick in range(1, n + 1):
            yield {"n": n, "pick": pick, "adaptive": False}
        yield {"n": n, "pick": n, "adaptive": True}
